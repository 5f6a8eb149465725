// /settings/calendar: the member's private calendar feed (decision 086). Turning it on or getting a new
// address answers the page with the address, shown this once (only its hash is kept); turning it off
// redirects with a toast. Plain forms told apart by `intent`, the same without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PageShell } from "~/components/ui/kit";
import { dataTitleMeta, formatEventTime, useLocale } from "~/lib/page-context";
import {
  calendarFeedStatus,
  calendarFeedUrls,
  renewCalendarFeed,
  revokeCalendarFeed,
  pageT,
  readForm,
  requireUser,
  pageHandler,
  actionSuccess,
} from "./settings.calendar.server";

export const meta = dataTitleMeta;

const HERE = "/settings/calendar";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "account");
    return { status: await calendarFeedStatus(user), title: t("calendarFeed.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "account");
    if (form.intent === "revoke") {
      await revokeCalendarFeed(user);
      return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("calendarFeed.revoked") } });
    }
    const { secret } = await renewCalendarFeed(user);
    return { feed: calendarFeedUrls(new URL(request.url).origin, secret) };
  });
}

export default function CalendarSettingsPage() {
  const { status } = useLoaderData<typeof loader>();
  const created = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  const feed = created && "feed" in created ? created.feed : null;
  const on = feed !== null || status !== null;
  return (
    <PageShell title={t("calendarFeed.title")} subtitle={t("calendarFeed.subtitle")}>
      <section className="card max-w-2xl space-y-4" data-testid="calendar-feed">
        {feed ? (
          <div className="space-y-2" role="status">
            <p className="text-sm text-gray-800">{t("calendarFeed.created")}</p>
            <label htmlFor="calendar-feed-url" className="field-label">
              {t("calendarFeed.address")}
            </label>
            <input id="calendar-feed-url" readOnly value={feed.url} className="field-input font-mono text-xs" />
            <p>
              <a href={feed.webcal} className="btn-primary" data-testid="calendar-feed-webcal">
                {t("calendarFeed.subscribe")}
              </a>
            </p>
          </div>
        ) : (
          <p className="text-sm text-gray-800">
            {status
              ? t("calendarFeed.on", { date: formatEventTime(status.since, "UTC", true, locale) })
              : t("calendarFeed.off")}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="renew" />
            <button type="submit" className={on ? "btn-secondary" : "btn-primary"}>
              {on ? t("calendarFeed.renew") : t("calendarFeed.create")}
            </button>
          </Form>
          {on ? (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <button type="submit" className="btn-secondary text-red-700">
                {t("calendarFeed.revoke")}
              </button>
            </Form>
          ) : null}
        </div>
        {on ? <p className="text-xs text-gray-600">{t("calendarFeed.renewHelp")}</p> : null}
      </section>
    </PageShell>
  );
}
