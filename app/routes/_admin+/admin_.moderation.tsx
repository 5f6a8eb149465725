// /admin/moderation: open reports grouped by item (Hide, Delete, Dismiss, Suspend author), the resolved
// reports with who resolved them and how (Unhide), and the audit log of every admin action.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuditLog } from "~/components/admin/audit-log";
import { ReportQueue, ResolvedReports } from "~/components/admin/report-queue";
import { PageShell } from "~/components/layout/page";
import { listAdminActions } from "~/models/audit.server";
import { listReportQueue, listReports, moderateReport } from "~/models/reports.server";
import { titleMeta } from "~/lib/page-title";
import { readForm } from "~/web/form-body.server";
import { requireAdmin } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Moderation");

const DONE: Record<string, string> = {
  hide: "The item is hidden from everyone but its author and admins.",
  unhide: "The item is visible again.",
  delete: "The item is deleted.",
  dismiss: "The reports are dismissed.",
  suspend: "The author is suspended and signed out everywhere.",
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
    const [queue, resolved, audit] = await Promise.all([
      listReportQueue(admin, { page: query.get("page") }),
      listReports(admin, { status: "resolved", cursor: query.get("resolvedCursor"), limit: 10 }),
      listAdminActions(admin, { cursor: query.get("auditCursor") }),
    ]);
    return {
      queue,
      queueNext: queue.hasMore ? link("page", String(queue.page + 1)) : null,
      resolved: resolved.reports,
      resolvedNext: resolved.nextCursor ? link("resolvedCursor", resolved.nextCursor) : null,
      audit: audit.items,
      auditNext: audit.nextCursor ? link("auditCursor", audit.nextCursor) : null,
      now: new Date().toISOString(),
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
      const count = result.resolved > 1 ? ` ${result.resolved} reports resolved.` : "";
      return actionSuccess(back, {
        toast: { type: "success", title: "Done", description: `${DONE[result.action] ?? ""}${count}` },
        fallback: "/admin/moderation",
      });
    } catch (error) {
      return actionFailure(back, error, "", "/admin/moderation");
    }
  });
}

export default function ModerationPage() {
  const { queue, queueNext, resolved, resolvedNext, audit, auditNext, now } = useLoaderData<typeof loader>();
  return (
    <PageShell
      title="Moderation"
      subtitle="Reports from members, and every action admins have taken."
      actions={
        <Link to="/admin" className="btn-secondary">
          Back to dashboard
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
