// The live socket itself (live-updates.tsx): loaded by the nav's hook once the page is live, so its code is not in
// the first load. A socket that opens late misses nothing: the server's hello says whether an event came after the
// page's data was read, and the page then reloads it.
import { EDITED_EVENT_TYPE, RELOADING_EVENT_TYPES } from "~/lib/live-events";

export type SocketStatus = "live" | "offline" | "connecting";

export type LiveHandlers = {
  /** When the server read the page's data (ms): a socket opening later asks whether it missed something since. */
  since: () => number;
  onStatus: (status: SocketStatus) => void;
  /** Reloads the page's data (once the page is idle). */
  revalidate: () => void;
  /** A new post somewhere: the feed offers it rather than reloading. */
  onFeed: (event: unknown) => void;
};

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

/** Connects and keeps connecting until the returned function stops it. */
export function openLiveSocket(live: LiveHandlers): () => void {
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
      live.revalidate();
    }, 50);
  };
  const connect = () => {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${window.location.host}/ws?since=${live.since()}`);
    socket.onopen = () => {
      if (attempt > 0) refresh();
      attempt = 0;
      live.onStatus("live");
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
          live.onFeed(event);
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
        live.onStatus("offline");
        if (isWriting()) return;
        live.revalidate();
        return;
      }
      live.onStatus("offline");
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
}
