import { Link } from "~/components/ui/link";
import { Avatar } from "~/components/ui/avatar";
import { CountryFlag } from "~/components/ui/country-flag";
import type { ViewerUser } from "~/lib/root-data";

export function ProfileSummary({
  user,
  connections,
  eventsAttending,
}: {
  user: ViewerUser;
  connections: number;
  eventsAttending: number;
}) {
  return (
    <section className="card text-center" aria-label="Your profile summary">
      <div className="flex justify-center">
        <Avatar user={user} size={72} />
      </div>
      <h2 className="mt-3 font-semibold text-gray-900">
        {user.firstName} {user.lastName} <CountryFlag country={user.countryOfOrigin} />
      </h2>
      <p className="text-sm text-gray-500">{user.currentLocation ?? "Location not set"}</p>
      <dl className="mt-4 grid grid-cols-2 divide-x divide-gray-100 border-t border-gray-100 pt-3">
        <div>
          <dd className="text-lg font-bold text-gray-900">
            <Link
              to="/connections"
              className="hover:underline"
              data-testid="connections-count"
              aria-label={`${connections} connections`}
            >
              {connections}
            </Link>
          </dd>
          <dt className="text-xs text-gray-500">Connections</dt>
        </div>
        <div>
          <dd className="text-lg font-bold text-gray-900" data-testid="events-attending-count">
            {eventsAttending}
          </dd>
          <dt className="text-xs text-gray-500">Events attending</dt>
        </div>
      </dl>
      <Link to="/profile" className="btn-secondary mt-4 w-full">
        View profile
      </Link>
    </section>
  );
}

const LINKS = [
  ["/discover", "Find people"],
  ["/circles", "Your circles"],
  ["/events", "Upcoming events"],
  ["/services", "Services"],
  ["/advice", "Ask for advice"],
  ["/messages", "Messages"],
] as const;

export function QuickLinks() {
  return (
    <nav className="card" aria-label="Quick links">
      <h2 className="mb-2 font-semibold text-gray-900">Quick links</h2>
      <ul className="space-y-1">
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="block rounded-lg px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-100">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
