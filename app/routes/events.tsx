import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Events" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function EventsPage() {
  return (
    <PageShell title="Events" subtitle="Cultural festivals, meetups and gatherings near you.">
      <EmptyState title="No events available" />
    </PageShell>
  );
}
