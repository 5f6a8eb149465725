/**
 * An unread count as a badge shows it: past 99, "99+". A link's accessible name says the same, so what a member
 * sees is part of what a screen reader or voice control names (WCAG 2.5.3, label in name).
 */
export function unreadBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}
