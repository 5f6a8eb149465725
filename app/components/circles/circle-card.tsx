// A circle in a list (/circles): its name, what it gathers, its member count, and Join or Leave as a plain form.
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { CIRCLE_COPY } from "~/copy/circles";
import type { CircleSummary } from "~/lib/types/circles";

export function CircleCard({ circle, returnTo }: { circle: CircleSummary; returnTo: string }) {
  return (
    <li className="card flex min-w-0 flex-wrap items-center justify-between gap-3" data-testid="circle-card">
      <div className="min-w-0">
        <Link
          to={`/circles/${circle.id}`}
          className="font-semibold text-gray-900 [overflow-wrap:anywhere] hover:underline"
        >
          {circle.name}
        </Link>
        <p className="text-sm text-gray-600">
          {circle.place ? `${circle.place.city}, ${circle.place.country} · ` : ""}
          {CIRCLE_COPY.members(circle.memberCount)}
          {circle.isOwn && circle.isMember ? ` · ${CIRCLE_COPY.yours}` : ""}
        </p>
      </div>
      <MembershipForm circle={circle} returnTo={returnTo} />
    </li>
  );
}

/** Join or Leave: a form that posts to the circle's page and comes back (POST/redirect/GET). */
export function MembershipForm({ circle, returnTo }: { circle: CircleSummary; returnTo: string }) {
  return (
    <Form method="post" action={`/circles/${circle.id}`}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        name="intent"
        value={circle.isMember ? "leave" : "join"}
        className={circle.isMember ? "btn-secondary" : "btn-primary"}
      >
        {circle.isMember ? CIRCLE_COPY.leave : CIRCLE_COPY.join}
      </button>
    </Form>
  );
}
