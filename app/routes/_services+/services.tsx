import type { LoaderFunctionArgs } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireUser } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Services");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function ServicesPage() {
  return (
    <PageShell title="Services" subtitle="Offer your skills or find the help you need.">
      <EmptyState title="No services available" />
    </PageShell>
  );
}
