// /connections: tabs (links) for Connections, Received requests and Sent requests; each row's actions
// post here (accept, decline, withdraw, remove).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { ConnectionRow, type ConnectionTab } from "~/components/people/connection-row";
import { AppError } from "~/lib/errors";
import { dataTitleMeta } from "~/lib/page-context";
import {
  pageT,
  acceptConnection,
  countConnectionTabs,
  declineConnection,
  deleteConnection,
  listConnectionRequests,
  listConnections,
  readForm,
  requireUser,
  actionFailure,
  actionSuccess,
  pageHandler,
} from "./connections.server";

export const meta = dataTitleMeta;

/** The tabs; each one's label is `connections.tabs.<id>` and its empty state `connections.empty.<id>`. */
const TABS: ConnectionTab[] = ["connections", "received", "sent"];

function tabOf(value: string | null): ConnectionTab {
  return TABS.some((tab) => tab === value) ? (value as ConnectionTab) : "connections";
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const tab = tabOf(query.get("tab"));
    const cursor = query.get("cursor");
    const [t, page, counts] = await Promise.all([
      pageT(request, context, "people"),
      tab === "connections"
        ? listConnections(user, { cursor })
        : listConnectionRequests(user, { direction: tab, cursor }),
      countConnectionTabs(user),
    ]);
    return { title: t("connections.title"), tab, page, counts, cursor };
  });
}

/** What each intent runs; its toasts are `connections.done.<intent>` and `connections.failed.<intent>`. */
const INTENTS = {
  accept: acceptConnection,
  decline: declineConnection,
  withdraw: deleteConnection,
  remove: deleteConnection,
} as const;

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "people");
    const name = String(form.intent) as keyof typeof INTENTS;
    if (!Object.hasOwn(INTENTS, name)) {
      return actionFailure(
        form,
        new AppError("validation", "Unknown action"),
        t("connections.unknownAction"),
        "/connections",
      );
    }
    try {
      await INTENTS[name](user, form.connectionId);
      return actionSuccess(form, {
        toast: { type: "success", title: t(`connections.done.${name}`) },
        fallback: "/connections",
      });
    } catch (error) {
      return actionFailure(form, error, t(`connections.failed.${name}`), "/connections");
    }
  });
}

export default function ConnectionsPage() {
  const { tab, page, counts, cursor } = useLoaderData<typeof loader>();
  const { t } = useTranslation("people");
  const here = `/connections?tab=${tab}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
  return (
    <PageShell title={t("connections.title")} subtitle={t("connections.subtitle")}>
      <nav aria-label={t("connections.listsLabel")} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((item) => (
          <Link
            key={item}
            to={`/connections?tab=${item}`}
            aria-current={item === tab ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
              item === tab
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-gray-300 text-gray-700 hover:border-brand-600"
            }`}
          >
            {t(`connections.tabs.${item}`)} <span className="ms-1 tabular-nums">({counts[item]})</span>
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? (
        <EmptyState title={t(`connections.empty.${tab}`)}>
          <Link to="/discover" className="btn-primary">
            {t("connections.discoverPeople")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label={t(`connections.tabs.${tab}`)}>
          {page.items.map((item) => (
            <ConnectionRow key={item.id} item={item} tab={tab} returnTo={here} />
          ))}
        </ul>
      )}
      {page.nextCursor ? (
        <p className="mt-4 text-center">
          <Link to={`/connections?tab=${tab}&cursor=${encodeURIComponent(page.nextCursor)}`} className="btn-secondary">
            {t("connections.showMore")}
          </Link>
        </p>
      ) : null}
    </PageShell>
  );
}
