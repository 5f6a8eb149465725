// /messages: the conversation list beside the open conversation (the child route). On a phone the list
// alone, or the thread alone at /messages/{userId}.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PageShell } from "~/components/ui/kit";
import { ConversationList } from "~/components/messages/conversation-list";
import { listConversations, requireUser, pageT, pageHandler } from "./messages.server";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
    const [conversations, t] = await Promise.all([listConversations(user, { q }), pageT(request, context, "messages")]);
    // The open conversation is on screen: its page marks it read (a POST), so it is listed, and counted in the
    // nav (shownUnread), as read already.
    const open = conversations.find((c) => c.user.id === params.userId);
    const shown = conversations.map((c) => (c === open ? { ...c, unreadCount: 0 } : c));
    return {
      title: t("title"),
      conversations: shown,
      q,
      now: new Date().toISOString(),
      shownUnread: { messages: open?.unreadCount ?? 0 },
    };
  });
}

export default function MessagesLayout() {
  const { conversations, q, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation("messages");
  const open = Boolean(useParams().userId);
  return (
    <PageShell title={t("title")}>
      <div className="grid gap-4 md:grid-cols-[320px_minmax(0,1fr)]">
        <div className={open ? "hidden min-w-0 md:block" : "min-w-0"}>
          <ConversationList key={q} conversations={conversations} q={q} now={now} />
        </div>
        <div className={open ? "min-w-0" : "hidden min-w-0 md:block"}>
          <Outlet />
        </div>
      </div>
    </PageShell>
  );
}
