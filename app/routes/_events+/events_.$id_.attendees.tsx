// /events/{id}/attendees: the hosts' page (decision 085): who is going (with guests), maybe and waiting (in
// order) and when each answered, the CSV file, "Message attendees", and for the organizer the co-hosts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PageShell, EnhancedForm, useEnhancedFetcher, Link, asFormReply, replyFieldErrors } from "~/components/ui/kit";
import { FieldError } from "~/components/forms/fields";
import { ANNOUNCEMENT_MAX } from "~/schemas/event-hosting";
import { dataTitleMeta } from "~/lib/page-context";
import {
  actionSuccess,
  addCohost,
  formFailure,
  listAttendeesForHosts,
  listCohosts,
  listConnections,
  messageAttendees,
  pageHandler,
  pageT,
  readForm,
  removeCohost,
  requireEventHost,
  requireUser,
} from "./events_.$id_.attendees.server";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "eventHosting");
    const list = await listAttendeesForHosts(user, params.id);
    const event = await requireEventHost(user, list.eventId);
    const cohosts = await listCohosts(event);
    // The organizer's connections: whom they may name (one page: co-hosts are a handful).
    const connections =
      event.role === "organizer" ? (await listConnections(user, { limit: 50 })).items.map((item) => item.user) : [];
    return { title: t("tools.title", { title: list.title }), list, role: event.role, cohosts, connections };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "eventHosting");
    const form = await readForm(request);
    const here = `/events/${encodeURIComponent(params.id ?? "")}/attendees`;
    try {
      if (form.intent === "message") {
        const { sent } = await messageAttendees(user, params.id, { message: form.message });
        return actionSuccess(form, { toast: { type: "success", title: t("message.sent", { n: sent }) }, to: here });
      }
      if (form.intent === "removeCohost") await removeCohost(user, params.id, form.userId);
      else await addCohost(user, params.id, form.userId);
      return actionSuccess(form, { toast: { type: "success", title: t("cohosts.updated") }, to: here });
    } catch (error) {
      const failed = form.intent === "message" ? t("message.failed") : t("cohosts.failed");
      return formFailure(form, error, { message: failed, keep: ["message"] });
    }
  });
}

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

export default function AttendeesPage() {
  const { list, role, cohosts, connections } = useLoaderData<typeof loader>();
  const failure = asFormReply(useActionData<typeof action>());
  const { t, i18n } = useTranslation("eventHosting");
  const message = useEnhancedFetcher({ key: "announce" });
  const errors = { ...replyFieldErrors(failure), ...message.fieldErrors };
  const going = list.attendees.filter((row) => row.status === "attending");
  const maybe = list.attendees.filter((row) => row.status === "maybe");
  const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
  const candidates = connections.filter((person) => !cohosts.some((cohost) => cohost.id === person.id));
  return (
    <PageShell title={<span dir="auto">{t("tools.title", { title: list.title })}</span>}>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <section className="card flex min-w-0 flex-col gap-3" aria-labelledby="attendee-list">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="attendee-list" className="font-semibold text-gray-900">
              {t("tools.list")}
            </h2>
            <a href={`/events/${list.eventId}/attendees.csv`} download className="btn-secondary" data-testid="csv">
              {t("tools.csv")}
            </a>
          </div>
          <table className="w-full text-start text-sm" data-testid="attendee-table">
            <thead>
              <tr className="text-gray-600">
                <th className="py-1 text-start">{t("tools.name")}</th>
                <th className="py-1 text-start">{t("tools.status")}</th>
                <th className="py-1 text-start">{t("tools.answeredAt")}</th>
              </tr>
            </thead>
            <tbody>
              {[...going, ...maybe].map((row) => (
                <tr key={row.id} className="border-t border-gray-100">
                  <td className="py-1 [overflow-wrap:anywhere]" dir="auto">
                    {name(row)}
                    {row.guests > 0 ? ` +${row.guests}` : ""}
                  </td>
                  <td className="py-1">{t(row.status === "attending" ? "tools.going" : "tools.maybe")}</td>
                  <td className="py-1">{when(row.answeredAt, i18n.language)}</td>
                </tr>
              ))}
              {list.waitlist.map((row) => (
                <tr key={row.id} className="border-t border-gray-100" data-testid="waiting-row">
                  <td className="py-1 [overflow-wrap:anywhere]" dir="auto">
                    {name(row)}
                    {row.guests > 0 ? ` +${row.guests}` : ""}
                  </td>
                  <td className="py-1">{t("tools.waiting", { n: row.position })}</td>
                  <td className="py-1">{when(row.joinedAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.attendees.length + list.waitlist.length === 0 ? (
            <p className="text-sm text-gray-600">{t("tools.empty")}</p>
          ) : null}
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <section className="card" aria-labelledby="announce">
            <h2 id="announce" className="mb-2 font-semibold text-gray-900">
              {t("message.title")}
            </h2>
            <EnhancedForm fetcher={message.fetcher} action={`/events/${list.eventId}/attendees`} className="grid gap-2">
              <input type="hidden" name="intent" value="message" />
              <label htmlFor="announce-message" className="field-label">
                {t("message.label")}
              </label>
              <textarea
                id="announce-message"
                name="message"
                rows={4}
                maxLength={ANNOUNCEMENT_MAX}
                defaultValue={failure?.initialValue?.message ?? ""}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? "announce-message-error" : undefined}
                className="field-input"
              />
              <FieldError id="announce-message-error" error={errors.message} />
              <button type="submit" className="btn-primary justify-self-end" disabled={message.pending}>
                {t("message.send")}
              </button>
            </EnhancedForm>
          </section>
          <section className="card" aria-labelledby="cohosts">
            <h2 id="cohosts" className="mb-2 font-semibold text-gray-900">
              {t("cohosts.title")}
            </h2>
            {cohosts.length === 0 ? <p className="text-sm text-gray-600">{t("cohosts.none")}</p> : null}
            <ul className="grid gap-2" data-testid="cohost-list">
              {cohosts.map((person) => (
                <li key={person.id} className="flex items-center justify-between gap-2 text-sm">
                  <span dir="auto" className="[overflow-wrap:anywhere]">
                    {name(person)}
                  </span>
                  {role === "organizer" ? (
                    <form method="post">
                      <input type="hidden" name="intent" value="removeCohost" />
                      <input type="hidden" name="userId" value={person.id} />
                      <button type="submit" className="btn-ghost">
                        {t("cohosts.remove")}
                      </button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ul>
            {role === "organizer" ? (
              candidates.length > 0 ? (
                <form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="addCohost" />
                  <label htmlFor="cohost-pick" className="field-label w-full">
                    {t("cohosts.pick")}
                  </label>
                  <select id="cohost-pick" name="userId" className="field-input w-auto min-w-0 flex-1">
                    {candidates.map((person) => (
                      <option key={person.id} value={person.id}>
                        {name(person)}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="btn-secondary" data-testid="add-cohost">
                    {t("cohosts.add")}
                  </button>
                </form>
              ) : (
                <p className="mt-2 text-sm text-gray-600">{t("cohosts.noConnections")}</p>
              )
            ) : (
              <p className="mt-2 text-sm text-gray-600">{t("cohosts.organizerOnly")}</p>
            )}
          </section>
        </div>
      </div>
      <p className="mt-4 text-center">
        <Link to={`/events/${list.eventId}`} className="text-sm font-medium text-brand-700 hover:underline">
          <span className="inline-block rtl:-scale-x-100">←</span> {t("tools.back")}
        </Link>
      </p>
    </PageShell>
  );
}
