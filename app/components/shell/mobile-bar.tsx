import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DiscoverIcon, EventsIcon, HomeIcon, MessagesIcon, ProfileIcon } from "./icons";
import { MoreMenu } from "./more-menu";

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
    <nav
      aria-label={t("nav.mobile")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white md:hidden"
    >
      <ul className="grid grid-cols-6">
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to === "/"} className={({ isActive }) => (isActive ? "bar-item on" : "bar-item")}>
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
