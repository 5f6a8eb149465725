// The admin audit log (who did what to whom, when), newest first. Shown on /admin/moderation next to the
// report queue; `nextPage` is a plain link to the older entries.
import { useLocale, relativeTime, formatEventTime } from "~/lib/page-context";
import { Trans, useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import type { AuditEntry } from "~/lib/types/admin";
import { useTimeZone } from "~/lib/use-time-zone";

const VERBS: Record<string, string> = {
  "user.suspend": "suspended",
  "user.activate": "activated",
  "user.sign-out": "signed out everywhere",
  "user.delete": "deleted the account of",
  "report.dismiss": "dismissed the reports on",
};
const PAST: Record<string, string> = { hide: "hid", unhide: "restored", delete: "deleted" };
const ITEMS: Record<string, string> = { post: "a post", comment: "a comment", event: "an event", service: "a service" };

/** The action as the middle of a sentence: "suspended", "hid a post", or the action's own words for kinds added later. */
export function describeAction(action: string): string {
  if (VERBS[action]) return VERBS[action];
  const [subject, verb] = action.split(".");
  if (!verb) return action;
  return `${PAST[verb] ?? verb} ${ITEMS[subject] ?? subject}`;
}

/** The audit messages' keys (admin.json `audit.actions`): a whole sentence per action, in every language. */
const SENTENCES: ReadonlySet<string> = new Set([
  "user.suspend",
  "user.activate",
  "user.sign-out",
  "user.delete",
  "user.reset_link",
  "report.dismiss",
  ...["post", "comment", "event", "service"].flatMap((item) => [`${item}.hide`, `${item}.unhide`, `${item}.delete`]),
  "message.delete",
  // An event's hosts' acts (rule 13): the co-host's name or the words sent are the entry's note.
  ...["cohost_add", "cohost_remove", "message", "edit"].map((act) => `event.${act}`),
  // A circle's hosts' acts and the admins' acts on hosts (issue 47): the circle, the post or the member named.
  ...[
    ...["settings", "host_appoint", "host_remove", "host_offer_approve", "host_offer_decline", "host_bar"],
    ...["host_unbar", "pin", "unpin", "post_remove", "post_restore", "mute", "report_escalate"],
    ...["request_approve", "request_decline", "rename", "describe", "member_remove", "handover", "close"],
  ].map((act) => `circle.${act}`),
]);

function subjectHref(entry: AuditEntry): string | null {
  if (entry.subjectType === "user" && entry.action !== "user.delete")
    return `/members/${encodeURIComponent(entry.subjectId)}`;
  if (entry.subjectType === "post" && !entry.action.endsWith(".delete"))
    return `/posts/${encodeURIComponent(entry.subjectId)}`;
  if (entry.subjectType === "circle") return `/circles/${encodeURIComponent(entry.subjectId)}`;
  if (entry.subjectType === "event" && !entry.action.endsWith(".delete"))
    return `/events/${encodeURIComponent(entry.subjectId)}`;
  return null;
}

/** "Ana Lopez hid a post Hello everyone": the names and the label are the members' own words, in their own direction. */
function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("admin");
  const href = subjectHref(entry);
  const known = SENTENCES.has(entry.action);
  return (
    <Trans
      t={t}
      i18nKey={known ? `audit.actions.${entry.action}` : "audit.other"}
      values={known ? undefined : { action: describeAction(entry.action) }}
      components={{
        actor: (
          <span className="font-medium" dir="auto">
            {entry.actorName}
          </span>
        ),
        subject: href ? (
          <Link to={href} className="font-medium text-brand-700 hover:underline" dir="auto">
            {entry.subjectLabel}
          </Link>
        ) : (
          <span className="font-medium" dir="auto">
            {entry.subjectLabel}
          </span>
        ),
      }}
    />
  );
}

export function AuditLog({
  entries,
  now,
  nextPage,
  headingId = "audit-heading",
}: {
  entries: AuditEntry[];
  now: string;
  nextPage?: string | null;
  headingId?: string;
}) {
  const locale = useLocale();
  const { t } = useTranslation("admin");
  const timeZone = useTimeZone();
  return (
    <section className="card min-w-0" aria-labelledby={headingId} data-testid="audit-log">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-gray-900">
        {t("audit.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-600">{t("audit.empty")}</p>
      ) : (
        <ol className="divide-y divide-gray-100">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2 text-sm" data-testid="audit-entry" data-action={entry.action}>
              <p className="text-gray-800 [overflow-wrap:anywhere]">
                <AuditSentence entry={entry} />
                {entry.note ? (
                  <span className="text-gray-600">
                    {" — "}
                    <span dir="auto">{entry.note}</span>
                  </span>
                ) : null}
              </p>
              <time
                dateTime={entry.createdAt}
                className="text-xs text-gray-600"
                title={formatEventTime(entry.createdAt, timeZone, undefined, locale)}
              >
                {relativeTime(entry.createdAt, now, locale)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {nextPage ? (
        <div className="mt-3">
          <Link to={nextPage} className="btn-secondary">
            {t("audit.older")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
