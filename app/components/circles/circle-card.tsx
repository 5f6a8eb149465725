// A circle in a list (/circles): its name, what it gathers, its member count, and Join or Leave as a plain form.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import type { CircleSummary } from "~/lib/types/circles";
import { useCircleName } from "~/lib/circles";

export function CircleCard({ circle, returnTo }: { circle: CircleSummary; returnTo: string }) {
  const { t } = useTranslation("circles");
  const circleName = useCircleName();
  return (
    <li className="card flex min-w-0 flex-wrap items-center justify-between gap-3" data-testid="circle-card">
      <div className="min-w-0">
        <Link
          to={`/circles/${circle.id}`}
          className="font-semibold text-gray-900 [overflow-wrap:anywhere] hover:underline"
          dir="auto"
        >
          {circleName(circle)}
        </Link>
        <p className="text-sm text-gray-600">
          {circle.place ? (
            <>
              <bdi dir="auto">
                {circle.place.city}, {circle.place.country}
              </bdi>
              {" · "}
            </>
          ) : null}
          {circle.started?.country ? (
            <>
              <bdi dir="auto">{circle.started.country}</bdi>
              {" · "}
            </>
          ) : null}
          {t("members", { count: circle.memberCount })}
          {circle.isOwn && circle.isMember ? ` · ${t("yours")}` : ""}
          {circle.started?.access === "request" ? ` · ${t("byRequest")}` : ""}
          {circle.started?.closed ? ` · ${t("closedBadge")}` : ""}
        </p>
        {circle.started ? (
          <p className="text-sm text-gray-600 [overflow-wrap:anywhere]" dir="auto">
            {circle.started.description}
          </p>
        ) : null}
      </div>
      <MembershipForm circle={circle} returnTo={returnTo} />
    </li>
  );
}

/**
 * Join or Leave: a form that posts to the circle's page and comes back (POST/redirect/GET). A circle by request
 * (decision 088) says "Ask to join", then "Cancel request" while a host has not answered; a closed one takes nobody.
 */
export function MembershipForm({ circle, returnTo }: { circle: CircleSummary; returnTo: string }) {
  const { t } = useTranslation("circles");
  if (circle.started && !circle.isMember && (circle.started.closed || circle.started.requested))
    return circle.started.closed ? null : (
      <Form method="post" action={`/circles/${circle.id}`} className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="returnTo" value={returnTo} />
        <span className="text-sm text-gray-600">{t("requestPending")}</span>
        <button type="submit" name="intent" value="leave" className="btn-secondary">
          {t("cancelRequest")}
        </button>
      </Form>
    );
  const ask = !circle.isMember && circle.started?.access === "request";
  return (
    <Form method="post" action={`/circles/${circle.id}`}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        name="intent"
        value={circle.isMember ? "leave" : "join"}
        className={circle.isMember ? "btn-secondary" : "btn-primary"}
      >
        {circle.isMember ? t("leave") : ask ? t("askToJoin") : t("join")}
      </button>
    </Form>
  );
}
