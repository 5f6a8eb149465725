// Block (in the "⋯" menu of a member's card, profile and thread) and the blocked list with Unblock (on
// /profile). Block asks first (decision 036); both work without JS, and the server redirects back with a toast.
import { Form } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { ConfirmAction } from "~/components/ui/kit";
import type { Confirmation } from "~/components/ui/confirmation";
import { MoreMenu } from "~/components/ui/more-menu";
import { MemberAvatar } from "~/components/people/member-ui";

export const blockPath = (memberId: string) => `/members/${encodeURIComponent(memberId)}/block`;

/** `t` of the "people" namespace. */
export const blockConfirmation = (t: TFunction, name: string): Confirmation => ({
  title: t("block.confirmTitle", { name }),
  subject: name,
  body: t("block.confirmBody"),
  confirm: t("block.confirm"),
});

export function BlockButton({ memberId, name, returnTo }: { memberId: string; name: string; returnTo: string }) {
  const { t } = useTranslation("people");
  return (
    <ConfirmAction
      page={blockPath(memberId)}
      returnTo={returnTo}
      fields={{ intent: "block" }}
      confirmation={blockConfirmation(t, name)}
      className="btn-ghost w-full justify-start text-red-700"
      aria-label={t("block.buttonLabel", { name })}
    >
      {t("block.button")}
    </ConfirmAction>
  );
}

/** The "⋯" menu next to a member's main actions (Connect, Message): Block, away from them. */
export function MemberMenu({ memberId, name, returnTo }: { memberId: string; name: string; returnTo: string }) {
  const { t } = useTranslation("people");
  return (
    <MoreMenu label={t("block.moreActions", { name })}>
      <BlockButton memberId={memberId} name={name} returnTo={returnTo} />
    </MoreMenu>
  );
}

type Blocked = { id: string; firstName: string; lastName: string; avatarUrl: string };

export function BlockedList({ members }: { members: Blocked[] }) {
  const { t } = useTranslation("people");
  return (
    <section className="card mt-6" aria-labelledby="blocked-members">
      <h2 id="blocked-members" className="mb-3 font-semibold text-gray-900">
        {t("blocked.title")}
      </h2>
      {members.length === 0 ? (
        <p className="text-sm text-gray-600">{t("blocked.empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {members.map((member) => (
            <li key={member.id} className="flex min-w-0 items-center gap-3 py-2" data-testid="blocked-member">
              <MemberAvatar user={{ ...member, avatarUrl: member.avatarUrl }} size={32} />
              <span className="min-w-0 flex-1 text-sm font-medium [overflow-wrap:anywhere]" dir="auto">
                {`${member.firstName} ${member.lastName}`}
              </span>
              <Form method="post" action={blockPath(member.id)}>
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="returnTo" value="/profile" />
                <button
                  type="submit"
                  className="btn-secondary"
                  aria-label={t("blocked.unblockLabel", { name: `${member.firstName} ${member.lastName}` })}
                >
                  {t("blocked.unblock")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
