import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DiscoverIcon, EventsIcon, HomeIcon, MessagesIcon, ProfileIcon } from "./icons";
import { MoreMenu } from "./more-menu";
import { noClass } from "./nav-bar";

// The spec's five places; "More" holds the rest of the sections, notifications, admin and logout.
const ITEMS = [
  { to: "/", label: "nav.home", Icon: HomeIcon },
  { to: "/discover", label: "nav.discover", Icon: DiscoverIcon },
  { to: "/events", label: "nav.events", Icon: EventsIcon },
  { to: "/messages", label: "nav.messages", Icon: MessagesIcon },
  { to: "/profile", label: "nav.profile", Icon: ProfileIcon },
] as const;

export function MobileBar({ isAdmin, unreadNotifications }: { isAdmin: boolean; unreadNotifications: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.mobile")} className="phone-bar">
      <ul className="grid grid-cols-6">
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            {/* Styled by .phone-bar's rules. */}
            <NavLink to={to} end={to === "/"} className={noClass}>
              <Icon />
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li>
          <MoreMenu isAdmin={isAdmin} unreadNotifications={unreadNotifications} />
        </li>
      </ul>
    </nav>
  );
}
