import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Discover" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function DiscoverPage() {
  return (
    <PageShell title="Discover" subtitle="Find and connect with members from your homeland.">
      <EmptyState title="No suggestions available" />
    </PageShell>
  );
}
