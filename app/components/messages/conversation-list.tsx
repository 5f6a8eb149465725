// The conversation list: most recent first, with the last message, its time and the unread count. The
// search box filters by first or last name: as `?q=` on the server without scripts, instantly with them.
import { useLocale, messageTime, useHydrated } from "~/lib/page-context";
import { Form, NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useTypedValue, Avatar, CountryFlag } from "~/components/ui/kit";
import { useTimeZone } from "~/lib/use-time-zone";
import type { ConversationSummary } from "~/lib/types/messages";

const SEARCH_ID = "conversation-search";

export function ConversationList({
  conversations,
  q,
  now,
}: {
  conversations: ConversationSummary[];
  q: string;
  now: string;
}) {
  const locale = useLocale();
  const { t } = useTranslation("messages");
  const hydrated = useHydrated();
  const timeZone = useTimeZone();
  const [filter, setFilter] = useTypedValue(SEARCH_ID, q);
  const needle = hydrated ? filter.trim().toLowerCase() : "";
  const shown = needle
    ? conversations.filter(
        ({ user }) => user.firstName.toLowerCase().startsWith(needle) || user.lastName.toLowerCase().startsWith(needle),
      )
    : conversations;
  return (
    <section className="card min-w-0 p-0" aria-labelledby="conversations-title">
      <h2 id="conversations-title" className="sr-only">
        {t("list.heading")}
      </h2>
      <Form method="get" action="/messages" role="search" className="flex gap-2 border-b border-gray-100 p-3">
        <label htmlFor={SEARCH_ID} className="sr-only">
          {t("list.searchLabel")}
        </label>
        <input
          id={SEARCH_ID}
          name="q"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          maxLength={100}
          placeholder={t("list.searchPlaceholder")}
          className="field-input min-w-0 flex-1"
        />
        {hydrated ? null : (
          <button type="submit" className="btn-secondary">
            {t("list.search")}
          </button>
        )}
      </Form>
      {shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-gray-600" data-testid="conversations-empty">
          {conversations.length === 0 && !q ? t("list.empty") : t("list.noMatch")}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="conversation-list">
          {shown.map(({ user, lastMessage, unreadCount }) => (
            <li key={user.id}>
              <NavLink
                to={`/messages/${user.id}`}
                prefetch="intent"
                className={({ isActive }) =>
                  `flex min-w-0 items-center gap-3 p-3 hover:bg-gray-50 ${isActive ? "bg-brand-50" : ""}`
                }
                data-testid="conversation"
              >
                <Avatar user={user} size={40} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-medium text-gray-900">
                    <span className="truncate" dir="auto">
                      {`${user.firstName} ${user.lastName}`}
                    </span>
                    <CountryFlag country={user.countryOfOrigin} />
                    <time
                      className="ms-auto shrink-0 text-xs font-normal text-gray-600"
                      dateTime={lastMessage.createdAt}
                    >
                      {messageTime(lastMessage.createdAt, now, timeZone, locale)}
                    </time>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="line-clamp-1 min-w-0 flex-1 break-all text-sm text-gray-600" dir="auto">
                      {lastMessage.content}
                    </span>
                    {unreadCount > 0 ? (
                      <span
                        className="shrink-0 rounded-full bg-brand-700 px-2 text-xs font-bold leading-5 text-white"
                        data-testid="unread-badge"
                      >
                        {unreadCount}
                        <span className="sr-only"> {t("list.unread")}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
