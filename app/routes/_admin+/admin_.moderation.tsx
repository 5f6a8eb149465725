// /admin/moderation: open reports grouped by item (Hide, Delete, Dismiss, Suspend author), the resolved
// reports with who resolved them and how (Unhide), and the audit log of every admin action.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, PageShell } from "~/components/ui/kit";
import { AuditLog } from "~/components/admin/audit-log";
import { ReportQueue, ResolvedReports } from "~/components/admin/report-queue";
import {
  listAdminActions,
  listReportQueue,
  listReports,
  moderateReport,
  pageT,
  readForm,
  requireAdmin,
  actionFailure,
  actionSuccess,
  pageHandler,
} from "./admin_.moderation.server";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

// What the toast says after each action: keys in admin.json `moderation`.
const DONE: Record<string, string> = {
  hide: "moderation.doneHide",
  unhide: "moderation.doneUnhide",
  delete: "moderation.doneDelete",
  dismiss: "moderation.doneDismiss",
  suspend: "moderation.doneSuspend",
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const query = new URL(request.url).searchParams;
    const link = (key: string, value: string) => {
      const next = new URLSearchParams(query);
      next.set(key, value);
      return `/admin/moderation?${next}`;
    };
    const [queue, resolved, audit, t] = await Promise.all([
      listReportQueue(admin, { page: query.get("page") }),
      listReports(admin, { status: "resolved", cursor: query.get("resolvedCursor"), limit: 10 }),
      listAdminActions(admin, { cursor: query.get("auditCursor") }),
      pageT(request, context, "admin"),
    ]);
    return {
      queue,
      queueNext: queue.hasMore ? link("page", String(queue.page + 1)) : null,
      resolved: resolved.reports,
      resolvedNext: resolved.nextCursor ? link("resolvedCursor", resolved.nextCursor) : null,
      audit: audit.items,
      auditNext: audit.nextCursor ? link("auditCursor", audit.nextCursor) : null,
      now: new Date().toISOString(),
      title: t("moderation.title"),
    };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const form = await readForm(request);
    const back = { ...form, returnTo: "/admin/moderation" };
    try {
      const result = await moderateReport(admin, form.reportId, form.intent);
      const t = await pageT(request, context, "admin");
      const done = DONE[result.action] ? t(DONE[result.action]) : "";
      const count = result.resolved > 1 ? ` ${t("moderation.resolvedCount", { count: result.resolved })}` : "";
      return actionSuccess(back, {
        toast: { type: "success", title: t("moderation.done"), description: `${done}${count}` },
        fallback: "/admin/moderation",
      });
    } catch (error) {
      return actionFailure(back, error, "", "/admin/moderation");
    }
  });
}

export default function ModerationPage() {
  const { queue, queueNext, resolved, resolvedNext, audit, auditNext, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <PageShell
      title={t("moderation.title")}
      subtitle={t("moderation.subtitle")}
      actions={
        <Link to="/admin" className="btn-secondary">
          {t("backToDashboard")}
        </Link>
      }
    >
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <ReportQueue groups={queue.groups} openItems={queue.openItems} now={now} nextPage={queueNext} />
        <div className="flex min-w-0 flex-col gap-4">
          <ResolvedReports reports={resolved} now={now} nextPage={resolvedNext} />
          <AuditLog entries={audit} now={now} nextPage={auditNext} />
        </div>
      </div>
    </PageShell>
  );
}
