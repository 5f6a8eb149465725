import { NavLink } from "@remix-run/react";
import { DiscoverIcon, EventsIcon, HomeIcon, MessagesIcon, ProfileIcon } from "./icons";

const ITEMS = [
  { to: "/", label: "Home", Icon: HomeIcon },
  { to: "/discover", label: "Discover", Icon: DiscoverIcon },
  { to: "/events", label: "Events", Icon: EventsIcon },
  { to: "/messages", label: "Messages", Icon: MessagesIcon },
  { to: "/profile", label: "Profile", Icon: ProfileIcon },
] as const;

export function MobileBar() {
  return (
    <nav aria-label="Mobile" className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white md:hidden">
      <ul className="grid grid-cols-5">
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === "/"}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-xs ${isActive ? "text-brand-700" : "text-gray-500"}`
              }
            >
              <Icon />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
