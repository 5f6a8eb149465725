// One search result: its title and excerpt with what matched marked, who wrote, organises or offers it (or
// the person found), where, and when (an event's start; otherwise when it was written, or when a person
// joined), and whether a question is answered or the words were in a comment or an answer.
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { formatIn, relativeTime, formatEventTime, useLocale } from "~/lib/page-context";
import type { SearchHit } from "~/lib/types/search";
import { useTimeZone } from "~/lib/use-time-zone";
import { MarkedText } from "./marked-text";

const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function SearchHitCard({ hit, now }: { hit: SearchHit; now: string }) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <li className="card flex min-w-0 items-start gap-3" data-testid="search-hit" data-type={hit.type}>
      {hit.person ? (
        <img
          src={hit.person.avatarUrl ?? `/avatars/${encodeURIComponent(hit.person.id)}.svg`}
          // The name is written beside it.
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="avatar h-10 w-10"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <h3 dir="auto" className="font-medium text-gray-900 [overflow-wrap:anywhere]">
          <Link to={hit.url} className="hover:underline">
            <MarkedText parts={hit.titleParts} />
          </Link>
        </h3>
        {hit.excerpt.length > 0 ? (
          <p dir="auto" className="text-sm text-gray-700 [overflow-wrap:anywhere]" data-testid="search-excerpt">
            <MarkedText parts={hit.excerpt} />
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          {hit.person && hit.type !== "people" ? (
            <span dir="auto" className="font-semibold text-gray-800 [overflow-wrap:anywhere]">
              {hit.person.name}
            </span>
          ) : null}
          {hit.place ? (
            <span dir="auto" className="[overflow-wrap:anywhere]">
              {hit.place}
            </span>
          ) : null}
          {hit.type === "people" ? (
            <span suppressHydrationWarning>
              {t("hit.joined", { date: formatIn("month", hit.createdAt, timeZone, locale) })}
            </span>
          ) : hit.startsAt ? (
            // The server's and the browser's zone data can disagree: the page keeps the server's words.
            <time dateTime={hit.startsAt} suppressHydrationWarning>
              {formatEventTime(hit.startsAt, timeZone, true, locale)}
            </time>
          ) : (
            <time dateTime={hit.createdAt}>{relativeTime(hit.createdAt, now, locale)}</time>
          )}
          {hit.answered ? <span className={`${badge} bg-green-50 text-green-800`}>{t("hit.answered")}</span> : null}
          {hit.viaComment ? (
            <span className={`${badge} bg-gray-100 text-gray-700`}>
              {t(hit.type === "questions" ? "hit.inAnswer" : "hit.inComment")}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
