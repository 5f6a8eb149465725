// /admin/moderation: for now the audit log of admin actions (the report queue joins it here).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuditLog } from "~/components/admin/audit-log";
import { PageShell } from "~/components/layout/page";
import { listAdminActions } from "~/models/audit.server";
import { requireAdmin } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Moderation");

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const audit = await listAdminActions(admin, { cursor: new URL(request.url).searchParams.get("auditCursor") });
  return { audit: audit.items, auditNext: audit.nextCursor ? `/admin/moderation?auditCursor=${encodeURIComponent(audit.nextCursor)}` : null, now: new Date().toISOString() };
}

export default function ModerationPage() {
  const { audit, auditNext, now } = useLoaderData<typeof loader>();
  return (
    <PageShell title="Moderation" subtitle="Reports and every action admins have taken." actions={<Link to="/admin" className="btn-secondary">Back to dashboard</Link>}>
      <AuditLog entries={audit} now={now} nextPage={auditNext} />
    </PageShell>
  );
}
