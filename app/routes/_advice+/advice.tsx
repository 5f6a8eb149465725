import type { LoaderFunctionArgs } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireUser } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Advice");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function AdvicePage() {
  return (
    <PageShell title="Advice" subtitle="Ask questions and share what you have learned abroad.">
      <EmptyState title="No questions yet" />
    </PageShell>
  );
}
