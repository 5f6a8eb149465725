import { useTranslation } from "~/i18n/react";
import { Link, Avatar, CountryFlag } from "~/components/ui/kit";
import type { ViewerUser } from "~/lib/page-context";

export function ProfileSummary({
  user,
  connections,
  eventsAttending,
}: {
  user: ViewerUser;
  connections: number;
  eventsAttending: number;
}) {
  const { t } = useTranslation("home");
  return (
    <section className="card text-center" aria-label={t("profile.summary")}>
      <div className="flex justify-center">
        <Avatar user={user} size={72} />
      </div>
      <h2 className="mt-3 font-semibold text-gray-900">
        <span dir="auto">{`${user.firstName} ${user.lastName}`}</span> <CountryFlag country={user.countryOfOrigin} />
      </h2>
      <p className="text-sm text-gray-500">
        {user.currentLocation ? <span dir="auto">{user.currentLocation}</span> : t("profile.noLocation")}
      </p>
      <dl className="mt-4 grid grid-cols-2 divide-x divide-gray-100 rtl:divide-x-reverse border-t border-gray-100 pt-3">
        <div>
          <dd className="text-lg font-bold text-gray-900">
            <Link
              to="/connections"
              className="hover:underline"
              data-testid="connections-count"
              aria-label={t("profile.connectionsCount", { count: connections })}
            >
              {connections}
            </Link>
          </dd>
          <dt className="text-xs text-gray-500">{t("profile.connections")}</dt>
        </div>
        <div>
          <dd className="text-lg font-bold text-gray-900" data-testid="events-attending-count">
            {eventsAttending}
          </dd>
          <dt className="text-xs text-gray-500">{t("profile.eventsAttending")}</dt>
        </div>
      </dl>
      <Link to="/profile" className="btn-secondary mt-4 w-full">
        {t("profile.view")}
      </Link>
    </section>
  );
}

// Each link's label is the home page's message quickLinks.<key>.
const LINKS = [
  ["/discover", "findPeople"],
  ["/circles", "yourCircles"],
  ["/events", "upcomingEvents"],
  ["/services", "services"],
  ["/advice", "askForAdvice"],
  ["/messages", "messages"],
] as const;

export function QuickLinks() {
  const { t } = useTranslation("home");
  return (
    <nav className="card" aria-label={t("quickLinks.title")}>
      <h2 className="mb-2 font-semibold text-gray-900">{t("quickLinks.title")}</h2>
      <ul className="quick-links space-y-1">
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{t(`quickLinks.${label}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
