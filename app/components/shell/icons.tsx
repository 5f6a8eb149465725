// Line icons: an empty element whose class names the icon; the stylesheet draws it as a mask in the text's
// colour (icon-masks.ts; the shapes are icons.svg's symbols). No paths and no sprite reference in the markup or
// the scripts (issue 48).
import logoHref from "./logo.svg";

/** icons.svg's symbols, by id (icons.test.ts holds the two to the same list). */
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

/** `filled`: the shape filled in (a liked post's heart; icon-masks.ts's FILLED_ICONS). */
export function Icon({ name, filled = false, className }: IconProps & { name: IconName; filled?: boolean }) {
  const icon = `i i-${name}${filled ? "-full" : ""}`;
  return <span className={className ? `${icon} ${className}` : icon} />;
}

/** The brand mark (a small stylised tree whose roots spread below the ground line), in the brand's colour. */
export function LogoMark({ className }: IconProps) {
  return <img src={logoHref} alt="" width={32} height={32} className={className} />;
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
