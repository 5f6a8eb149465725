import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, Logo, Avatar } from "~/components/ui/kit";
import type { ReactNode } from "react";
import { LiveStatus, useLiveUpdates } from "~/components/shell/live-updates";
import { HeaderSearch } from "./header-search";
import { unreadBadge } from "./unread-badge";
import { useAppName, type ViewerUser } from "~/lib/page-context";
import {
  AdviceIcon,
  BellIcon,
  DiscoverIcon,
  EventsIcon,
  HomeIcon,
  LogoutIcon,
  MessagesIcon,
  ServicesIcon,
} from "./icons";

/** For a NavLink styled by where it is: no class attribute. */
export const noClass = () => undefined;

export const NAV_ITEMS = [
  { to: "/", label: "nav.home", Icon: HomeIcon },
  { to: "/discover", label: "nav.discover", Icon: DiscoverIcon },
  { to: "/events", label: "nav.events", Icon: EventsIcon },
  { to: "/services", label: "nav.services", Icon: ServicesIcon },
  { to: "/advice", label: "nav.advice", Icon: AdviceIcon },
  { to: "/messages", label: "nav.messages", Icon: MessagesIcon },
] as const;

/** An icon button with its unread count (the count is in its accessible name too). */
function CountLink({
  to,
  label,
  count,
  testId,
  children,
}: {
  to: string;
  label: string;
  count: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="btn-ghost relative px-2"
      aria-label={t("nav.unreadCount", { label, unread: unreadBadge(count) })}
      data-testid={testId}
    >
      {children}
      {count > 0 ? <span className="count-dot">{unreadBadge(count)}</span> : null}
    </Link>
  );
}

export function NavBar({
  user,
  unreadMessages,
  unreadNotifications,
}: {
  user: ViewerUser;
  unreadMessages: number;
  unreadNotifications: number;
}) {
  const appName = useAppName();
  const { t } = useTranslation();
  const live = useLiveUpdates(true);
  return (
    <header className="site-header">
      <nav aria-label={t("nav.main")}>
        <Link to="/" className="shrink-0" aria-label={t("nav.appHome", { appName })}>
          <Logo />
        </Link>
        <ul className="hidden flex-1 items-center gap-1 md:flex">
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              {/* Styled by .site-header's rules: no class at all (a string would get NavLink's "active"). */}
              <NavLink to={to} end={to === "/"} className={noClass} prefetch="intent">
                <Icon />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <LiveStatus status={live} />
          {/* Search everything (issue 44): /search, or with scripts the box with its suggestions. */}
          <HeaderSearch />
          <CountLink
            to="/notifications"
            label={t("nav.notifications")}
            count={unreadNotifications}
            testId="nav-notifications"
          >
            <BellIcon />
          </CountLink>
          <CountLink to="/messages" label={t("nav.messages")} count={unreadMessages} testId="nav-messages">
            <MessagesIcon />
          </CountLink>
          {/* On a phone, Admin and Logout are under the bottom bar's More: the header keeps room for the avatar. */}
          {user.role === "admin" ? (
            <NavLink to="/admin" className="nav-link hidden md:flex">
              {t("nav.admin")}
            </NavLink>
          ) : null}
          <Link to="/profile" aria-label={t("nav.yourProfile")} className="shrink-0 rounded-full p-1 hover:bg-gray-100">
            <Avatar user={user} size={32} />
          </Link>
          <a href="/api/logout" className="btn-ghost hidden px-2 md:inline-flex" data-testid="logout">
            <LogoutIcon />
            <span className="sr-only lg:not-sr-only">{t("nav.logout")}</span>
          </a>
        </div>
      </nav>
    </header>
  );
}
