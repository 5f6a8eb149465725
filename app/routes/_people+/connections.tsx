// /connections: tabs (links) for Connections, Received requests and Sent requests; each row's actions
// post here (accept, decline, withdraw, remove).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { EmptyState, PageShell } from "~/components/layout/page";
import { ConnectionRow, type ConnectionTab } from "~/components/people/connection-row";
import { AppError } from "~/lib/errors";
import { titleMeta } from "~/lib/page-title";
import {
  acceptConnection,
  countConnectionTabs,
  declineConnection,
  deleteConnection,
  listConnectionRequests,
  listConnections,
} from "~/models/connections.server";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Connections");

const TABS: { id: ConnectionTab; label: string; empty: string }[] = [
  { id: "connections", label: "Connections", empty: "No connections yet" },
  { id: "received", label: "Received requests", empty: "No requests received" },
  { id: "sent", label: "Sent requests", empty: "No requests sent" },
];

function tabOf(value: string | null): ConnectionTab {
  return TABS.some((tab) => tab.id === value) ? (value as ConnectionTab) : "connections";
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const tab = tabOf(query.get("tab"));
    const cursor = query.get("cursor");
    const [page, counts] = await Promise.all([
      tab === "connections"
        ? listConnections(user, { cursor })
        : listConnectionRequests(user, { direction: tab, cursor }),
      countConnectionTabs(user),
    ]);
    return { tab, page, counts, cursor };
  });
}

const INTENTS = {
  accept: { run: acceptConnection, done: "Connection accepted!", failed: "Failed to accept the request." },
  decline: { run: declineConnection, done: "Request declined", failed: "Failed to decline the request." },
  withdraw: { run: deleteConnection, done: "Request withdrawn", failed: "Failed to withdraw the request." },
  remove: { run: deleteConnection, done: "Connection removed", failed: "Failed to remove the connection." },
} as const;

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const intent = INTENTS[String(form.intent) as keyof typeof INTENTS];
    if (!Object.hasOwn(INTENTS, String(form.intent))) {
      return actionFailure(form, new AppError("validation", "Unknown action"), "Unknown action.", "/connections");
    }
    try {
      await intent.run(user, form.connectionId);
      return actionSuccess(form, { toast: { type: "success", title: intent.done }, fallback: "/connections" });
    } catch (error) {
      return actionFailure(form, error, intent.failed, "/connections");
    }
  });
}

export default function ConnectionsPage() {
  const { tab, page, counts, cursor } = useLoaderData<typeof loader>();
  const current = TABS.find((item) => item.id === tab)!;
  const here = `/connections?tab=${tab}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
  return (
    <PageShell title="Connections" subtitle="The people you know here, and the requests between you.">
      <nav aria-label="Connection lists" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((item) => (
          <Link
            key={item.id}
            to={`/connections?tab=${item.id}`}
            aria-current={item.id === tab ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
              item.id === tab
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-gray-300 text-gray-700 hover:border-brand-600"
            }`}
          >
            {item.label} <span className="ml-1 tabular-nums">({counts[item.id]})</span>
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? (
        <EmptyState title={current.empty}>
          <Link to="/discover" className="btn-primary">
            Discover people
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label={current.label}>
          {page.items.map((item) => (
            <ConnectionRow key={item.id} item={item} tab={tab} returnTo={here} />
          ))}
        </ul>
      )}
      {page.nextCursor ? (
        <p className="mt-4 text-center">
          <Link to={`/connections?tab=${tab}&cursor=${encodeURIComponent(page.nextCursor)}`} className="btn-secondary">
            Show more
          </Link>
        </p>
      ) : null}
    </PageShell>
  );
}
