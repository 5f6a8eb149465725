// /messages/{userId}: one conversation. The send form posts here: without scripts it redirects back
// (POST/redirect/GET); with them it answers JSON and the page revalidates. The loader does not write: with
// scripts the page posts `intent=read` as soon as it shows unread messages (on opening, and when new ones
// arrive live); without them replying marks the conversation read, and so does the "Mark as read" button
// (decision 025).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  redirect,
  getConversationPartner,
  listThread,
  markConversationRead,
  sendMessage,
  pageT,
  actionSuccess,
  formFailure,
  readForm,
  requireUser,
  pageHandler,
} from "./messages.$userId.server";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { SendForm, useOutbox } from "~/components/messages/send-form";
import { ThreadHeader, ThreadMessages } from "~/components/messages/thread";
import { useShownUnread } from "~/components/shell/live-updates";
import { ShowToast } from "~/components/ui/kit";
import { unlessRateLimited } from "~/lib/errors";
import { pageTitle } from "~/lib/page-context";
import { SUBMISSION_FIELD } from "~/lib/submission-token";

/** "Ana Tester · Messages"; the list's own title ("Messages", in the page's language) when there is no conversation. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const list = matches.find((match) => match.id === "routes/_messages+/messages")?.data as
    { title?: string } | undefined;
  return [{ title: pageTitle(matches, data?.title ?? list?.title) }];
};

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const partner = await getConversationPartner(user, params.userId);
    if (partner.isSelf) throw redirect("/messages");
    const url = new URL(request.url);
    const cursor = url.searchParams.get("cursor");
    const page = await listThread(user, partner.id, { cursor });
    const { isSelf: _self, ...shown } = partner;
    const t = await pageT(request, context, "messages");
    return {
      title: t("thread.title", { name: `${partner.firstName} ${partner.lastName}` }),
      viewerId: user.id,
      partner: shown,
      messages: page.messages,
      earlierHref: page.earlierCursor ? `/messages/${partner.id}?cursor=${page.earlierCursor}` : null,
      paged: Boolean(cursor),
      draft: (url.searchParams.get("draft") ?? "").slice(0, 1000),
      now: new Date().toISOString(),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    if (form.intent === "read") {
      await unlessRateLimited(markConversationRead(user, params.userId));
      // The page's script marks what it shows and stays (a redirect it followed could cut short the member's
      // own navigation); the button without scripts says where to come back to.
      return form.returnTo === undefined ? null : actionSuccess(form, { fallback: `/messages/${params.userId}` });
    }
    try {
      const input = { receiverId: params.userId, content: form.content };
      const message = await sendMessage(user, input, form[SUBMISSION_FIELD]);
      // This form is the one without scripts (with them the thread sends through /api/messages), where
      // nothing else marks the conversation read: replying to it does.
      await unlessRateLimited(markConversationRead(user, message.receiverId));
      return actionSuccess(form, { fallback: `/messages/${message.receiverId}` });
    } catch (error) {
      const t = await pageT(request, context, "messages");
      return formFailure(form, error, { message: t("thread.failed"), keep: ["content"] });
    }
  });
}

export default function ConversationPage() {
  const { t } = useTranslation("messages");
  const { viewerId, partner, messages, earlierHref, paged, draft, now } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const here = `/messages/${partner.id}`;
  const { outbox, send, retry, waiting, refused, remove } = useOutbox(partner.id, messages);
  const unread = useShownUnread().messages;
  const reader = useFetcher();
  const { submit } = reader;
  useEffect(() => {
    // Remix reloads the page's loaders after the action: the header's unread count follows.
    if (unread > 0) submit({ intent: "read" }, { method: "post", action: here });
  }, [unread, here, submit]);
  return (
    <section
      className="card min-w-0 p-0"
      aria-label={t("thread.conversationWith", { name: `${partner.firstName} ${partner.lastName}` })}
    >
      <ThreadHeader partner={partner} />
      {unread > 0 ? (
        <noscript>
          <Form method="post" action={here} className="px-3 pt-2 text-end">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="returnTo" value={here} />
            <button type="submit" className="btn-secondary">
              {t("thread.markAsRead")}
            </button>
          </Form>
        </noscript>
      ) : null}
      <ThreadMessages
        messages={messages}
        viewerId={viewerId}
        now={now}
        earlierHref={earlierHref}
        outbox={outbox}
        onRetry={retry}
        waiting={waiting}
        onRemove={remove}
      />
      {paged ? (
        <p className="px-3 pb-2 text-center">
          <a href={here} className="text-sm font-medium text-brand-700 hover:underline">
            {t("thread.backToNewest")}
          </a>
        </p>
      ) : null}
      {partner.deleted ? (
        <p className="border-t border-gray-100 p-4 text-sm text-gray-600" data-testid="partner-deleted">
          {t("thread.partnerDeleted")}
        </p>
      ) : (
        <SendForm
          key={partner.id}
          action={here}
          draft={draft}
          failure={failure ?? undefined}
          onSend={send}
          refused={refused}
        />
      )}
      <ShowToast toast={failure?.toast} />
    </section>
  );
}
