// /admin/circles: every circle host (remove, bar from hosting), the offers to host (approve, decline) and the posts
// hosts took out of circles (restore) — issue 47, decision 087. Plain forms with an intent.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, PageShell } from "~/components/ui/kit";
import { isAppError } from "~/lib/errors";
import { dataTitleMeta } from "~/lib/page-context";
import { useCircleName } from "~/lib/circles";
import {
  actionFailure,
  actionSuccess,
  decideHostOffer,
  listCircleRemovals,
  listHostsForAdmin,
  pageHandler,
  pageT,
  readForm,
  removeCircleHost,
  requireAdmin,
  restoreCirclePost,
  setHostingBar,
} from "./admin_.circles.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const [{ hosts, offers }, removals, t] = await Promise.all([
      listHostsForAdmin(admin),
      listCircleRemovals(admin),
      pageT(request, context, "circleHosts"),
    ]);
    return { hosts, offers, removals, title: t("adminTitle") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "circleHosts");
    const done = (title: string) =>
      actionSuccess(form, { toast: { type: "success", title }, fallback: "/admin/circles" });
    try {
      switch (form.intent) {
        case "remove-host":
          await removeCircleHost(admin, form.circleId, form.userId);
          return done(t("hostRemoved"));
        case "bar":
        case "unbar":
          await setHostingBar(admin, form.userId, form.intent === "bar");
          return done(t("saved"));
        case "approve-offer":
        case "decline-offer":
          await decideHostOffer(admin, form.circleId, form.userId, form.intent === "approve-offer");
          return done(form.intent === "approve-offer" ? t("offerApproved") : t("offerDeclined"));
        case "restore":
          await restoreCirclePost(admin, form.removalId);
          return done(t("restored"));
        default:
          throw new Response("Unknown action", { status: 400 });
      }
    } catch (error) {
      if (!isAppError(error)) throw error;
      return actionFailure(form, error, { title: t("error") }, "/admin/circles");
    }
  });
}

function Act({ intent, fields, label }: { intent: string; fields: Record<string, string>; label: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="returnTo" value="/admin/circles" />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-secondary text-xs">
        {label}
      </button>
    </Form>
  );
}

/** "Ana Lopez · Nigerians in Houston": the member (their own words, their direction) and the circle's link. */
function MemberInCircle({
  entry,
}: {
  entry: { user: { firstName: string; lastName: string }; circleId: string; circleName: string };
}) {
  const circleName = useCircleName();
  return (
    <>
      <bdi dir="auto">{`${entry.user.firstName} ${entry.user.lastName}`}</bdi> ·{" "}
      <Link to={`/circles/${entry.circleId}`} dir="auto">
        {circleName({ id: entry.circleId, name: entry.circleName })}
      </Link>
    </>
  );
}

export default function AdminCirclesPage() {
  const { hosts, offers, removals } = useLoaderData<typeof loader>();
  const { t } = useTranslation("circleHosts");
  const row = "flex min-w-0 flex-wrap items-center justify-between gap-2 p-3";
  return (
    <PageShell
      title={t("adminTitle")}
      subtitle={t("adminSubtitle")}
      actions={
        <Link to="/admin" className="btn-secondary">
          {t("back")}
        </Link>
      }
    >
      <div className="space-y-6">
        <section aria-labelledby="offers-heading" className="card">
          <h2 id="offers-heading" className="mb-2 font-semibold text-gray-900">
            {t("offers")}
          </h2>
          {offers.length === 0 ? (
            <p className="text-sm text-gray-500">{t("noOffers")}</p>
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="admin-host-offers">
              {offers.map((offer) => (
                <li key={`${offer.circleId}-${offer.user.id}`} className={row}>
                  <span className="min-w-0 break-words text-sm">
                    <MemberInCircle entry={offer} />
                  </span>
                  <span className="flex gap-2">
                    <Act
                      intent="approve-offer"
                      fields={{ circleId: offer.circleId, userId: offer.user.id }}
                      label={t("approve")}
                    />
                    <Act
                      intent="decline-offer"
                      fields={{ circleId: offer.circleId, userId: offer.user.id }}
                      label={t("decline")}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="hosts-heading" className="card">
          <h2 id="hosts-heading" className="mb-2 font-semibold text-gray-900">
            {t("hosts")}
          </h2>
          {hosts.length === 0 ? (
            <p className="text-sm text-gray-500">{t("noHostsAnywhere")}</p>
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="admin-hosts">
              {hosts.map((host) => (
                <li key={`${host.circleId}-${host.user.id}`} className={row}>
                  <span className="min-w-0 break-words text-sm">
                    <MemberInCircle entry={host} />
                    {host.barred ? <span className="ms-2 text-xs text-red-700">{t("barred")}</span> : null}
                  </span>
                  <span className="flex gap-2">
                    <Act
                      intent="remove-host"
                      fields={{ circleId: host.circleId, userId: host.user.id }}
                      label={t("removeHost")}
                    />
                    <Act
                      intent={host.barred ? "unbar" : "bar"}
                      fields={{ userId: host.user.id }}
                      label={host.barred ? t("unbar") : t("bar")}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="removals-heading" className="card">
          <h2 id="removals-heading" className="mb-2 font-semibold text-gray-900">
            {t("removals")}
          </h2>
          {removals.length === 0 ? (
            <p className="text-sm text-gray-500">{t("noRemovals")}</p>
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="admin-removals">
              {removals.map((removal) => (
                <li key={removal.id} className={row}>
                  <span className="min-w-0 break-words text-sm">
                    <Link to={`/posts/${removal.postId}`} dir="auto">
                      {removal.excerpt}
                    </Link>
                    <span className="block text-xs text-gray-500" dir="auto">
                      {t("removedBy", {
                        name: removal.removedByName,
                        circle: removal.circleId,
                        reason: removal.reason,
                      })}
                    </span>
                  </span>
                  {removal.restored ? (
                    <span className="text-xs text-gray-500">{t("isRestored")}</span>
                  ) : (
                    <Act intent="restore" fields={{ removalId: removal.id }} label={t("restore")} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </PageShell>
  );
}
