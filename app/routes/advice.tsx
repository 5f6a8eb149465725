import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Advice" }];

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
