import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useEffect, useRef, useState } from "react";
import { useRevalidateWhenIdle, useRootData } from "~/lib/page-context";
import { EDITED_EVENT_TYPE, RELOADING_EVENT_TYPES } from "~/lib/live-events";

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
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** The server's close code when the socket's session ends (logout, password change, suspension). */
const SESSION_ENDED = 4001;

/** Whether a form on the page holds text not sent (React keeps a controlled field's defaultValue equal to it). */
function isWriting(): boolean {
  return Array.from(document.querySelectorAll<HTMLTextAreaElement>("form textarea")).some(
    (field) => !field.readOnly && !field.disabled && field.value.trim() !== "",
  );
}

export function useLiveUpdates(enabled: boolean): "live" | "offline" | "connecting" {
  // Revalidating aborts a page load, a revalidation or a form's reload under way (Remix then reports an uncaught
  // AbortError, and that load's loaders are as fresh as the event: often it caused it; a form's toast could go with
  // it): each revalidation waits for all of them, then runs once.
  const revalidate = useRef(() => {});
  revalidate.current = useRevalidateWhenIdle();
  // When the server read the page's data: a socket opening later asks whether it missed something since.
  const loadedAt = useRef(0);
  loadedAt.current = useRootData().loadedAt;
  const [status, setStatus] = useState<"live" | "offline" | "connecting">("connecting");
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    // Several events in a burst make one revalidation.
    const refresh = () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        revalidate.current();
      }, 50);
    };
    const connect = () => {
      const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${window.location.host}/ws?since=${loadedAt.current}`);
      socket.onopen = () => {
        if (attempt > 0) refresh();
        attempt = 0;
        setStatus("live");
      };
      socket.onmessage = (frame) => {
        try {
          const event = JSON.parse(String(frame.data)) as { type?: unknown; missed?: unknown; postId?: unknown };
          if (typeof event.type === "string" && RELOADING_EVENT_TYPES.has(event.type)) refresh();
          // Every member hears of every edit: only a page that shows the edited post reloads.
          if (event.type === EDITED_EVENT_TYPE && typeof event.postId === "string") {
            if (document.getElementById(`post-${event.postId}`)) refresh();
          }
          // Something happened between the server's read of the page's data and this socket.
          if (event.type === "hello" && event.missed === true) refresh();
          // New posts are not reloaded into the feed under the reader's eyes: the feed offers them.
          if (event.type === "feed") {
            feedHeard.push(event);
            if (feedHeard.length > 100) feedHeard.shift();
            window.dispatchEvent(new CustomEvent(FEED_EVENT, { detail: event }));
          }
        } catch {
          console.warn("live: ignored a malformed socket message");
        }
      };
      socket.onclose = (event) => {
        if (stopped) return;
        if (event.code === SESSION_ENDED) {
          // Signed out elsewhere or suspended: no reconnecting; the loaders see no session and send the page to
          // /login (or /suspended). Not while the member is writing: what they send is kept there (issue 43 §5).
          stopped = true;
          setStatus("offline");
          if (isWriting()) return;
          revalidate.current();
          return;
        }
        setStatus("offline");
        // No network: trying would only fail (and log); the `online` event connects again.
        if (navigator.onLine === false) {
          attempt = Math.max(attempt, 1);
          return;
        }
        const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    // A lost network can leave the socket looking open for minutes: close it when the browser says it is offline,
    // and when the network returns connect at once instead of waiting out the backoff. The reconnect revalidates
    // (attempt > 0), so what came meanwhile shows (decision 084).
    const onOffline = () => {
      if (socket?.readyState === WebSocket.OPEN) socket.close();
    };
    const onOnline = () => {
      if (stopped) return;
      if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
      clearTimeout(timer);
      attempt = Math.max(attempt, 1);
      connect();
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    connect();
    return () => {
      stopped = true;
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
      clearTimeout(timer);
      clearTimeout(pending);
      socket?.close();
    };
  }, [enabled]);
  return status;
}

/** A small dot in the nav while live updates are off (the page still works; a reload shows the news). */
export function LiveStatus({ status }: { status: "live" | "offline" | "connecting" }) {
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
