// /notifications: what happened to the member, newest first, and "Mark all read" as a plain form. The loader
// does not write: with JS the page posts `intent=read-shown` for the unread items it shows (keeping their
// "New" marks for this visit); without JS each item is a small form that marks the page's items read and
// goes on to the item (decision 025). With JS the bell follows live.
import { useLocale, dataTitleMeta, relativeTime } from "~/lib/page-context";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  redirect,
  listNotifications,
  markNotificationsRead,
  pageT,
  requestLocale,
  readForm,
  requireUser,
  actionFailure,
  actionSuccess,
  pageHandler,
} from "./notifications.server";
import { Form, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { MemberAvatar } from "~/components/people/member-ui";
import type { Viewer } from "~/models/viewer";
import { safeRedirect } from "~/lib/safe-redirect";
import { isAppError, unlessRateLimited } from "~/lib/errors";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const cursor = new URL(request.url).searchParams.get("cursor");
    const t = await pageT(request, context, "notifications");
    try {
      const page = await listNotifications(user, {
        cursor,
        locale: await requestLocale(request, context),
        quoted: true,
      });
      const shownUnread = { notifications: page.items.filter((item) => !item.read).length };
      return { ...page, title: t("title"), paged: Boolean(cursor), now: new Date().toISOString(), shownUnread };
    } catch (error) {
      // A stale or hand-edited cursor starts again from the newest.
      if (isAppError(error) && error.status === 400) throw redirect("/notifications");
      throw error;
    }
  });
}

/** Marks the shown items read (a comma-separated list of ids); being over the read budget only leaves them unread. */
async function markShownRead(user: Viewer, ids: string | undefined) {
  const shown = (ids ?? "").split(",").filter(Boolean);
  if (shown.length > 0) await unlessRateLimited(markNotificationsRead(user, { ids: shown }));
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    if (form.intent === "read-shown" || form.intent === "open") {
      await markShownRead(user, form.ids);
      if (form.intent === "open") throw redirect(safeRedirect(form.to, "/notifications"));
      // The page's script marks what it shows and stays; Remix then reloads the list and the header's count.
      return null;
    }
    const t = await pageT(request, context, "notifications");
    try {
      const { updated } = await markNotificationsRead(user, {});
      return actionSuccess(
        { ...form, returnTo: "/notifications" },
        {
          toast: {
            type: "success",
            title: updated ? t("toast.caughtUp") : t("toast.nothingNew"),
            description: updated ? t("toast.markedRead", { count: updated }) : undefined,
          },
          fallback: "/notifications",
        },
      );
    } catch (error) {
      return actionFailure({ ...form, returnTo: "/notifications" }, error, t("toast.failed"), "/notifications");
    }
  });
}

/** A notification's sentence, the member's words it quotes (an excerpt, a title) in their own direction. */
function Summary({ text, quoted }: { text: string; quoted: string | null }) {
  const at = quoted ? text.indexOf(quoted) : -1;
  if (!quoted || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span dir="auto">{quoted}</span>
      {text.slice(at + quoted.length)}
    </>
  );
}

export default function NotificationsPage() {
  const locale = useLocale();
  const { t } = useTranslation("notifications");
  const { items, nextCursor, paged, now } = useLoaderData<typeof loader>();
  // Once marked read the items come back read; they stay marked "New" for the rest of this visit.
  const seenNew = useRef(new Set<string>());
  const unreadIds = items.filter((item) => !item.read).map((item) => item.id);
  for (const id of unreadIds) seenNew.current.add(id);
  const shownIds = items
    .filter((item) => seenNew.current.has(item.id))
    .map((item) => item.id)
    .join(",");
  const unreadKey = unreadIds.join(",");
  const { submit } = useFetcher();
  useEffect(() => {
    if (unreadKey) submit({ intent: "read-shown", ids: unreadKey }, { method: "post" });
  }, [unreadKey, submit]);
  return (
    <PageShell
      title={t("title")}
      subtitle={t("subtitle")}
      actions={
        <Form method="post">
          <button type="submit" className="btn-secondary">
            {t("markAllRead")}
          </button>
        </Form>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={paged ? t("empty.older") : t("empty.title")} description={t("empty.description")} />
      ) : (
        <ul className="card divide-y divide-gray-100 p-0" aria-label={t("list")}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`flex min-w-0 items-start gap-3 p-4 ${seenNew.current.has(item.id) ? "bg-brand-50/60" : ""}`}
              data-testid="notification"
            >
              {item.actor ? <MemberAvatar user={item.actor} size={36} /> : null}
              <div className="min-w-0 flex-1">
                {/* A form, not a link: following it marks the page's new items read, which a GET may not do. */}
                <Form method="post">
                  <input type="hidden" name="intent" value="open" />
                  <input type="hidden" name="ids" value={shownIds} />
                  <input type="hidden" name="to" value={item.link} />
                  <button
                    type="submit"
                    role="link"
                    className="block text-start text-sm text-gray-900 hover:underline [overflow-wrap:anywhere]"
                  >
                    {item.actor ? (
                      <span className="font-semibold" dir="auto">
                        {`${item.actor.firstName} ${item.actor.lastName}`}
                      </span>
                    ) : null}{" "}
                    <Summary text={item.summary} quoted={item.quoted ?? null} />
                  </button>
                </Form>
                <p className="mt-1 text-xs text-gray-500">
                  <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now, locale)}</time>
                  {seenNew.current.has(item.id) ? (
                    <span className="ms-2 font-semibold text-brand-700">{t("new")}</span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav className="mt-6 flex flex-wrap justify-center gap-3" aria-label={t("pages")}>
        {paged ? (
          <Link to="/notifications" className="btn-secondary">
            {t("newest")}
          </Link>
        ) : null}
        {nextCursor ? (
          <Link to={`/notifications?cursor=${encodeURIComponent(nextCursor)}`} className="btn-secondary">
            {t("older")}
          </Link>
        ) : null}
      </nav>
    </PageShell>
  );
}
