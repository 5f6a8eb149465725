// One conversation: the other member in the header, the messages oldest to newest with day separators,
// a link to earlier messages, and the send form.
import { useLocale, formatIn, messageTime } from "~/lib/page-context";
import { Link, Avatar, CountryFlag } from "~/components/ui/kit";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { ReportLink } from "~/components/people/member-ui";
import { MemberMenu } from "~/components/people/block-controls";
import { useTimeZone } from "~/lib/use-time-zone";
import type { DirectMessage } from "~/lib/types/messages";
import { WaitingToSend } from "~/components/feed/post-parts";
import type { OutboxItem } from "~/lib/outbox/queue";

export type ThreadPartner = {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string;
  countryOfOrigin: string | null;
  currentLocation: string | null;
};

export function ThreadHeader({ partner }: { partner: ThreadPartner }) {
  // Name, flag and city wrap rather than truncate; on a phone the actions move to a row of their own.
  const { t } = useTranslation("messages");
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-100 p-3">
      <Link to="/messages" className="btn-ghost px-2 md:hidden" aria-label={t("thread.allConversations")}>
        <span className="inline-block rtl:-scale-x-100" aria-hidden="true">
          ←
        </span>
      </Link>
      <Avatar user={partner} size={40} />
      <div className="min-w-0 flex-[1_1_10rem]">
        <h2 className="flex flex-wrap items-center gap-x-1 font-semibold text-gray-900">
          <Link
            to={`/members/${partner.id}`}
            className="min-w-0 hover:underline [overflow-wrap:anywhere]"
            data-testid="thread-partner"
            dir="auto"
          >
            {`${partner.firstName} ${partner.lastName}`}
          </Link>
          <CountryFlag country={partner.countryOfOrigin} />
        </h2>
        {partner.currentLocation ? (
          <p className="text-sm text-gray-600 [overflow-wrap:anywhere]" dir="auto">
            {partner.currentLocation}
          </p>
        ) : null}
      </div>
      <div className="ms-auto flex shrink-0 items-center">
        <ReportLink type="user" id={partner.id} returnTo={`/messages/${partner.id}`} />
        <MemberMenu
          memberId={partner.id}
          name={`${partner.firstName} ${partner.lastName}`}
          returnTo={`/messages/${partner.id}`}
        />
      </div>
    </header>
  );
}

export type OutgoingMessage = { key: string; content: string; failed: boolean };

export function ThreadMessages({
  messages,
  viewerId,
  now,
  earlierHref,
  outbox,
  onRetry,
  waiting = [],
  onRemove,
}: {
  messages: DirectMessage[];
  viewerId: string;
  now: string;
  earlierHref: string | null;
  outbox: OutgoingMessage[];
  onRetry: (key: string) => void;
  /** Kept on the device until the connection returns (decision 084). */
  waiting?: OutboxItem[];
  onRemove?: (id: string) => void;
}) {
  const locale = useLocale();
  const { t } = useTranslation("messages");
  const end = useRef<HTMLDivElement>(null);
  const timeZone = useTimeZone();
  const newest = messages.at(-1)?.id;
  // The newest message in view on open, on a new message and on sending.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [newest, outbox.length, waiting.length]);
  let lastDay = "";
  return (
    <div
      className="max-h-[60vh] min-h-[12rem] space-y-2 overflow-y-auto p-3"
      data-testid="thread"
      role="log"
      aria-label={t("thread.log")}
      tabIndex={0}
    >
      {earlierHref ? (
        <p className="text-center">
          <Link to={earlierHref} className="text-sm font-medium text-brand-700 hover:underline" preventScrollReset>
            {t("thread.loadEarlier")}
          </Link>
        </p>
      ) : null}
      {messages.length === 0 && outbox.length === 0 && waiting.length === 0 ? (
        <p className="py-8 text-center text-sm text-gray-600">{t("thread.empty")}</p>
      ) : null}
      {messages.map((message) => {
        const day = formatIn("weekday", message.createdAt, timeZone, locale);
        const separator =
          day !== lastDay ? (
            <p className="py-1 text-center text-xs font-medium text-gray-600" role="separator" aria-label={day}>
              {day}
            </p>
          ) : null;
        lastDay = day;
        const mine = message.senderId === viewerId;
        return (
          <div key={message.id}>
            {separator}
            <div className={`flex ${mine ? "justify-end" : "justify-start"}`} data-testid="message" data-mine={mine}>
              <div
                className={`max-w-[80%] rounded-2xl px-3 py-2 ${mine ? "bg-brand-700 text-white" : "bg-gray-100 text-gray-900"}`}
              >
                <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" dir="auto">
                  {message.content}
                </p>
                <time
                  className={`block text-end text-xs ${mine ? "text-white" : "text-gray-600"}`}
                  dateTime={message.createdAt}
                >
                  {messageTime(message.createdAt, now, timeZone, locale)}
                </time>
                {mine ? null : (
                  <ReportLink
                    type="message"
                    id={message.id}
                    returnTo={`/messages/${message.senderId}`}
                    className="block text-end text-xs text-gray-600 hover:underline"
                  />
                )}
              </div>
            </div>
          </div>
        );
      })}
      {outbox.map((item) => (
        <div key={item.key} className="flex flex-col items-end" data-testid="outgoing" data-failed={item.failed}>
          <div
            className={`max-w-[80%] rounded-2xl px-3 py-2 ${item.failed ? "border border-red-300 bg-red-50 text-gray-900" : "bg-brand-700 text-white opacity-70"}`}
          >
            <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" dir="auto">
              {item.content}
            </p>
            <span className="block text-end text-xs">{item.failed ? t("thread.notSent") : t("thread.sending")}</span>
          </div>
          {item.failed ? (
            <p className="mt-1 flex items-center gap-2 text-xs text-red-700" role="alert">
              {t("thread.failed")}
              <button type="button" className="font-semibold underline" onClick={() => onRetry(item.key)}>
                {t("thread.retry")}
              </button>
            </p>
          ) : null}
        </div>
      ))}
      <WaitingToSend items={waiting} onRemove={onRemove} align="end" />
      <div ref={end} />
    </div>
  );
}
