import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Services" }];

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
