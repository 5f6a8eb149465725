// Loaders do not write (a cross-site GET must not change state), so a page that shows unread messages or
// notifications says how many in its loader data (`shownUnread`) and marks them read with a POST once it is
// on screen. Until that POST has been answered the nav's badges leave them out, so opening a page clears
// its badge at once, with or without JavaScript (docs/decisions/025-request-context.md).
import { useMatches } from "@remix-run/react";

export type ShownUnread = { messages?: number; notifications?: number };

/** The unread items the current page's loaders say they show, summed over the matched routes. */
export function useShownUnread(): Required<ShownUnread> {
  const shown = { messages: 0, notifications: 0 };
  for (const match of useMatches()) {
    const data = match.data as { shownUnread?: ShownUnread } | null | undefined;
    shown.messages += data?.shownUnread?.messages ?? 0;
    shown.notifications += data?.shownUnread?.notifications ?? 0;
  }
  return shown;
}
