import type { LoaderFunctionArgs } from "@remix-run/node";
import { EmptyState, PageShell } from "~/components/layout/page";
import { requireUser } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Messages");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function MessagesPage() {
  return (
    <PageShell title="Messages">
      <div className="grid gap-4 md:grid-cols-[320px_1fr]">
        <EmptyState title="No conversations yet" />
        <EmptyState title="Select a conversation" description="Choose a conversation to start messaging." />
      </div>
    </PageShell>
  );
}
