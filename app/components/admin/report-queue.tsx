// The moderation queue: open reports grouped by item, the item in context, and the admin's actions
// (plain forms: they work without JS). Also the recently resolved reports, with who resolved them and how.
import { useLocale, relativeTime } from "~/lib/page-context";
import { PostPhotos } from "~/components/feed/post-parts";
import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import type { AdminReportView, ReportGroup, ReportSubject } from "~/lib/types/reports";
import { HIDEABLE_TYPES, type ModerationAction } from "~/schemas/reports";

function ActionButton({
  reportId,
  action,
  label,
  danger = false,
}: {
  reportId: string;
  action: ModerationAction;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action="/admin/moderation">
      <input type="hidden" name="reportId" value={reportId} />
      <button type="submit" name="intent" value={action} className={`btn-secondary ${danger ? "text-red-700" : ""}`}>
        {label}
      </button>
    </Form>
  );
}

function SubjectView({ subject }: { subject: ReportSubject }) {
  const { t } = useTranslation("admin");
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 text-xs font-medium uppercase tracking-wide text-gray-600">
        <span>{t(`subjects.${subject.type}`)}</span>
        {subject.owner ? (
          <Link
            to={`/members/${encodeURIComponent(subject.owner.id)}`}
            className="normal-case text-brand-700 hover:underline"
          >
            <Trans t={t} i18nKey="queue.by" components={{ name: <span dir="auto">{subject.owner.name}</span> }} />
          </Link>
        ) : null}
        {subject.owner && subject.owner.status !== "active" ? (
          <span className="rounded-full bg-gray-200 px-2 py-0.5 normal-case text-gray-800">{t("queue.suspended")}</span>
        ) : null}
        {subject.isHidden ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 normal-case text-amber-900">{t("queue.hidden")}</span>
        ) : null}
      </p>
      {subject.context ? (
        <p className="mt-1 text-xs text-gray-600 [overflow-wrap:anywhere]">
          {/* The model says a comment's post as "On: <its text>" (the API's); the page in its own language. */}
          {subject.context.startsWith("On: ") ? (
            <Trans
              t={t}
              i18nKey="queue.onPost"
              values={{ text: subject.context.slice("On: ".length) }}
              components={{ post: <bdi dir="auto" /> }}
            />
          ) : (
            <bdi dir="auto">{subject.context}</bdi>
          )}
        </p>
      ) : null}
      <blockquote
        className={`mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere] ${subject.exists ? "text-gray-900" : "italic text-gray-500"}`}
        data-testid="report-subject"
        dir="auto"
      >
        {subject.text}
      </blockquote>
      {subject.images?.length ? <PostPhotos images={subject.images} /> : null}
      {subject.link ? (
        <Link to={subject.link} className="mt-1 inline-block text-sm font-medium text-brand-700 hover:underline">
          {t(`queue.open.${subject.type}`)}
        </Link>
      ) : null}
    </div>
  );
}

function ReportLines({ reports, now, text }: { reports: AdminReportView[]; now: string; text?: string }) {
  const locale = useLocale();
  const { t } = useTranslation("admin");
  return (
    <ul className="mt-3 space-y-1 border-t border-gray-100 pt-2 text-sm">
      {reports.map((report) => (
        <li key={report.id} className="[overflow-wrap:anywhere]">
          <span className="font-medium">{t(`reasons.${report.reason}`)}</span>
          {report.note ? (
            <span className="text-gray-700">
              {" — “"}
              <span dir="auto">{report.note}</span>”
            </span>
          ) : null}
          <span className="text-gray-600">
            {" · "}
            <span dir="auto">{report.reporter.name}</span> ·{" "}
            <time dateTime={report.createdAt}>{relativeTime(report.createdAt, now, locale)}</time>
          </span>
          {report.reportedText !== null && text !== undefined && report.reportedText !== text ? (
            <div className="mt-1" data-testid="reported-text">
              <span className="text-xs font-medium text-gray-600">{t("queue.reportedText")}</span>
              <blockquote dir="auto" className="whitespace-pre-wrap border-s-4 border-amber-300 ps-2 text-gray-800">
                {report.reportedText}
              </blockquote>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ReportQueue({
  groups,
  openItems,
  now,
  nextPage,
}: {
  groups: ReportGroup[];
  openItems: number;
  now: string;
  nextPage: string | null;
}) {
  const { t } = useTranslation("admin");
  return (
    <section className="card min-w-0" aria-labelledby="queue-heading" data-testid="report-queue">
      <h2 id="queue-heading" className="mb-3 text-lg font-semibold text-gray-900">
        {t("queue.heading")}{" "}
        {openItems > 0 ? <span className="text-gray-600">{t("queue.items", { count: openItems })}</span> : null}
      </h2>
      {groups.length === 0 ? (
        <p className="text-sm text-gray-600">{t("queue.empty")}</p>
      ) : (
        <ol className="space-y-4">
          {groups.map(({ subject, reports }) => {
            const first = reports[0];
            if (!first) return null;
            const hideable = (HIDEABLE_TYPES as readonly string[]).includes(subject.type);
            return (
              <li
                key={`${subject.type}:${subject.id}`}
                className="rounded-xl border border-gray-200 p-3"
                data-testid="report-group"
              >
                <SubjectView subject={subject} />
                <ReportLines reports={reports} now={now} text={subject.exists ? subject.text : undefined} />
                <div
                  className="mt-3 flex flex-wrap gap-2"
                  aria-label={t(`queue.actionsOn.${subject.type}`)}
                  role="group"
                >
                  {hideable && subject.exists && !subject.isHidden ? (
                    <ActionButton reportId={first.id} action="hide" label={t("queue.hide")} />
                  ) : null}
                  {subject.type !== "user" && subject.exists ? (
                    <ActionButton reportId={first.id} action="delete" label={t("queue.delete")} danger />
                  ) : null}
                  <ActionButton reportId={first.id} action="dismiss" label={t("queue.dismiss")} />
                  {subject.owner && subject.owner.status === "active" ? (
                    <ActionButton reportId={first.id} action="suspend" label={t("queue.suspendAuthor")} danger />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {nextPage ? (
        <div className="mt-3">
          <Link to={nextPage} className="btn-secondary">
            {t("queue.more")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

export function ResolvedReports({
  reports,
  now,
  nextPage,
}: {
  reports: Array<AdminReportView & { subject: ReportSubject }>;
  now: string;
  nextPage: string | null;
}) {
  const locale = useLocale();
  const { t } = useTranslation("admin");
  return (
    <section className="card min-w-0" aria-labelledby="resolved-heading" data-testid="resolved-reports">
      <h2 id="resolved-heading" className="mb-3 text-lg font-semibold text-gray-900">
        {t("resolved.heading")}
      </h2>
      {reports.length === 0 ? (
        <p className="text-sm text-gray-600">{t("resolved.empty")}</p>
      ) : (
        <ol className="divide-y divide-gray-100">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-wrap items-start gap-2 py-2 text-sm" data-testid="resolved-report">
              <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <p>
                  <Trans
                    t={t}
                    i18nKey="resolved.by"
                    components={{
                      outcome: (
                        <span className="font-medium">{t(`resolved.outcome.${report.resolution ?? "resolved"}`)}</span>
                      ),
                      name: report.resolvedByName ? (
                        <span dir="auto">{report.resolvedByName}</span>
                      ) : (
                        <span>{t("resolved.anAdmin")}</span>
                      ),
                    }}
                  />
                  {report.resolvedAt ? (
                    <>
                      {" "}
                      · <time dateTime={report.resolvedAt}>{relativeTime(report.resolvedAt, now, locale)}</time>
                    </>
                  ) : null}
                </p>
                <p className="text-gray-600">
                  <Trans
                    t={t}
                    i18nKey="resolved.summary"
                    values={{ kind: t(`subjects.${report.subjectType}`), reason: t(`reasons.${report.reason}`) }}
                    components={{
                      text: <span dir="auto">{report.subject.text.slice(0, 120)}</span>,
                      reporter: <span dir="auto">{report.reporter.name}</span>,
                    }}
                  />
                </p>
              </div>
              {report.resolution === "hidden" && report.subject.isHidden ? (
                <ActionButton reportId={report.id} action="unhide" label={t("resolved.unhide")} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {nextPage ? (
        <div className="mt-3">
          <Link to={nextPage} className="btn-secondary">
            {t("resolved.older")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
