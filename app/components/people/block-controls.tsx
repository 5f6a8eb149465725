// Block (on a member's profile) and the blocked list with Unblock (on /profile): plain forms that work
// without JS; the server redirects back with a toast.
import { Form } from "@remix-run/react";
import { MemberAvatar } from "./member-link";

export function BlockButton({ memberId, name, returnTo }: { memberId: string; name: string; returnTo?: string }) {
  return (
    <Form method="post" action={`/members/${encodeURIComponent(memberId)}/block`}>
      <input type="hidden" name="intent" value="block" />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <button
        type="submit"
        className="btn-ghost text-red-700"
        aria-label={`Block ${name}`}
        title="Neither of you will see the other anywhere; you can unblock from your profile"
      >
        Block
      </button>
    </Form>
  );
}

type Blocked = { id: string; firstName: string; lastName: string; avatarUrl: string };

export function BlockedList({ members }: { members: Blocked[] }) {
  return (
    <section className="card mt-6" aria-labelledby="blocked-members">
      <h2 id="blocked-members" className="mb-3 font-semibold text-gray-900">
        Blocked members
      </h2>
      {members.length === 0 ? (
        <p className="text-sm text-gray-600">You have not blocked anyone.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {members.map((member) => (
            <li key={member.id} className="flex min-w-0 items-center gap-3 py-2" data-testid="blocked-member">
              <MemberAvatar user={{ ...member, avatarUrl: member.avatarUrl }} size={32} />
              <span className="min-w-0 flex-1 text-sm font-medium [overflow-wrap:anywhere]">
                {member.firstName} {member.lastName}
              </span>
              <Form method="post" action={`/members/${encodeURIComponent(member.id)}/block`}>
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="returnTo" value="/profile" />
                <button
                  type="submit"
                  className="btn-secondary"
                  aria-label={`Unblock ${member.firstName} ${member.lastName}`}
                >
                  Unblock
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
