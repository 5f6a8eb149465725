// Line icons from one sprite (./icons.svg, built with a hashed name and cached for a year): a page draws each
// icon as a reference, not its paths, and the paths are not in the scripts (issue 48). Stroke and size come
// from the `icon` class (app/tailwind.css); a size utility beside it wins.
import spriteHref from "./icons.svg";

/** The sprite's symbols, by id (icons.test.ts holds the two to the same list). */
export const ICON_NAMES = [
  "home",
  "discover",
  "events",
  "services",
  "advice",
  "messages",
  "profile",
  "bell",
  "search",
  "logout",
  "more",
  "heart",
  "globe",
] as const;
export type IconName = (typeof ICON_NAMES)[number];
type IconProps = { className?: string };

export function Icon({ name, className }: IconProps & { name: IconName }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

const named = (name: IconName) => (p: IconProps) => <Icon name={name} {...p} />;
export const HomeIcon = named("home");
export const DiscoverIcon = named("discover");
export const EventsIcon = named("events");
export const ServicesIcon = named("services");
export const AdviceIcon = named("advice");
export const MessagesIcon = named("messages");
export const ProfileIcon = named("profile");
export const BellIcon = named("bell");
export const SearchIcon = named("search");
export const LogoutIcon = named("logout");
export const MoreIcon = named("more");
