import { useTranslation } from "~/i18n/react";
import { Link, EventTime, timePlaceOf } from "~/components/ui/kit";
import { type ReactNode } from "react";
import { numberFormat, useLocale, relativeTime, instantToLocal } from "~/lib/page-context";
import { type ActivityItem, type CommunityInsights } from "~/lib/types/community";
import type { HomeEvent } from "~/lib/types/home";

export function SidebarCard({ title, seeAll, children }: { title: string; seeAll?: string; children: ReactNode }) {
  const { t } = useTranslation("home");
  // Letters and digits of any script, so titles in every language make distinct ids.
  const id = `sidebar-${title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}_]+/gu, "-")}`;
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id}>{title}</h2>
        {seeAll ? (
          <Link to={seeAll} className="see-all" aria-label={t("sidebar.seeAllLabel", { title })}>
            {t("sidebar.seeAll")}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

// The calendar leaf's short month names are the home page's messages months.<month>.
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

export function UpcomingEvents({ events, timeZone }: { events: HomeEvent[]; timeZone: string }) {
  const { t } = useTranslation("home");
  return (
    <SidebarCard title={t("events.title")} seeAll="/events">
      {events.length === 0 ? (
        <p className="text-sm text-gray-500">{t("events.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {events.map((event) => {
            // The day and time as the event's city has them (in person) or the viewer's zone (virtual), named.
            const place = timePlaceOf(event);
            const [month, day] = instantToLocal(event.eventDate, place?.timeZone ?? timeZone)
              .slice(5, 10)
              .split("-")
              .map(Number);
            return (
              <li key={event.id} className="flex gap-3">
                <div className="date-box" aria-hidden>
                  <span>{t(`months.${MONTHS[month - 1]}`)}</span>
                  <span>{day}</span>
                </div>
                <div className="min-w-0">
                  <Link to={`/events/${event.id}`} className="item-title" dir="auto">
                    {event.title}
                  </Link>
                  <p className="sub">
                    <EventTime iso={event.eventDate} timeZone={timeZone} place={place} />
                  </p>
                  <p className="sub">
                    {event.location ? <span dir="auto">{event.location}</span> : t("events.virtual")}
                    {" · "}
                    {t("events.attending", { count: event.attendeesCount })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SidebarCard>
  );
}

export function Insights({ insights }: { insights: CommunityInsights }) {
  const { t, i18n } = useTranslation("home");
  // Figures as the page's language writes them (English: 1,234).
  const number = numberFormat(i18n.language);
  const rows: Array<[string, string, string]> = [
    // Active members, as Discover says; admin's Total Users also counts suspended accounts.
    ["members", t("insights.members"), number.format(insights.members)],
    ["countries", t("insights.countries"), number.format(insights.countries)],
    ["cities", t("insights.cities"), number.format(insights.cities)],
    ["events-this-month", t("insights.eventsThisMonth"), number.format(insights.eventsThisMonth)],
    ["services", t("insights.services"), number.format(insights.services)],
    ["new-connections", t("insights.newConnections"), `+${number.format(insights.newConnectionsThisWeek)}`],
  ];
  return (
    <SidebarCard title={t("insights.title")}>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([key, label, value]) => (
          <div key={key} className="stat">
            <dd data-testid={`insight-${key}`}>{value}</dd>
            <dt>{label}</dt>
          </div>
        ))}
      </dl>
    </SidebarCard>
  );
}

export function RecentActivity({ items, now }: { items: ActivityItem[]; now: string }) {
  const { t } = useTranslation("home");
  return (
    <SidebarCard title={t("activity.recent")} seeAll="/activity">
      {items.length === 0 ? (
        <p className="text-sm text-gray-500">{t("activity.empty")}</p>
      ) : (
        <ActivityList items={items} now={now} />
      )}
    </SidebarCard>
  );
}

export function ActivityList({
  items,
  now,
  className = "space-y-2",
}: {
  items: ActivityItem[];
  now: string;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className="text-sm">
          <p className="text-gray-800" dir="auto">
            {item.description}
          </p>
          <time dateTime={item.timestamp} className="text-xs text-gray-500">
            {relativeTime(item.timestamp, now, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}
