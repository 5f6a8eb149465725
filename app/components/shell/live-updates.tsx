import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useEffect, useRef, useState } from "react";
import { useRevalidateWhenIdle, useRootData } from "~/lib/page-context";
import type { SocketStatus } from "./live-socket";

// Loaders do not write (a cross-site GET must not change state), so a page that shows unread messages or
// notifications says how many in its loader data (`shownUnread`) and marks them read with a POST once it is
// on screen. Until that POST has been answered the nav's badges leave them out, so opening a page clears
// its badge at once, with or without JavaScript (docs/decisions/025-request-context.md).

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

// Live updates: one socket per signed-in page on /ws (the session cookie authenticates it). An event is a
// hint, never data: on `message` (and `notification`) the page revalidates its loaders, so the thread, the
// conversation list and the nav's unread badge show what the server says. The socket reconnects with
// jittered exponential backoff (at once when the browser comes back online) and revalidates once after a
// reconnect, so nothing missed stays missing; the first connect revalidates when the server's hello says an
// event came after it read the page's data.
// Without scripts none of this runs: the pages show the truth on every load.

/** The window event a `feed` socket event becomes (detail: `{ postId, authorId }`). */
export const FEED_EVENT = "roots:feed";
/** Feed events this page has heard so far (the last 100): a part that comes alive later (HydrateLater) catches up. */
const feedHeard: unknown[] = [];
export function feedEventsHeard(): readonly unknown[] {
  return feedHeard;
}
export function useLiveUpdates(enabled: boolean): SocketStatus {
  // Revalidating aborts a page load, a revalidation or a form's reload under way (Remix then reports an uncaught
  // AbortError, and that load's loaders are as fresh as the event: often it caused it; a form's toast could go with
  // it): each revalidation waits for all of them, then runs once.
  const revalidate = useRef(() => {});
  revalidate.current = useRevalidateWhenIdle();
  // When the server read the page's data: a socket opening later asks whether it missed something since.
  const loadedAt = useRef(0);
  loadedAt.current = useRootData().loadedAt;
  const [status, setStatus] = useState<SocketStatus>("connecting");
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import("./live-socket")
        .then(({ openLiveSocket }) => {
          if (cancelled) return;
          stop = openLiveSocket({
            since: () => loadedAt.current,
            onStatus: setStatus,
            revalidate: () => revalidate.current(),
            onFeed: (event) => {
              feedHeard.push(event);
              if (feedHeard.length > 100) feedHeard.shift();
              window.dispatchEvent(new CustomEvent(FEED_EVENT, { detail: event }));
            },
          });
        })
        .catch(() => {
          // Its file did not come (no connection): try again when the connection returns.
          setStatus("offline");
          window.addEventListener("online", start, { once: true });
        });
    start();
    return () => {
      cancelled = true;
      window.removeEventListener("online", start);
      stop?.();
    };
  }, [enabled]);
  return status;
}

/** A small dot in the nav while live updates are off (the page still works; a reload shows the news). */
export function LiveStatus({ status }: { status: SocketStatus }) {
  const { t } = useTranslation();
  if (status !== "offline") return null;
  return (
    <span
      className="flex items-center gap-1 px-1 text-xs text-gray-600"
      role="status"
      data-testid="live-offline"
      title={t("live.offlineHint")}
    >
      <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />
      <span className="sr-only">{t("live.offline")}</span>
    </span>
  );
}
