import type { LoaderFunctionArgs } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireAdmin } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Admin Dashboard");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminPage() {
  return (
    <PageShell title="Admin Dashboard" subtitle="Keep the community healthy.">
      <EmptyState title="No recent activity" />
    </PageShell>
  );
}
