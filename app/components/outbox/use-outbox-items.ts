// The page's view of the offline outbox (decision 084): this member's items for one place (a thread, the feed's
// composer, a post's comments), read again whenever any tab or the service worker changes the outbox.
import { useCallback, useEffect, useState } from "react";
import { enqueue, memberItems, OUTBOX_CHANNEL, removeItem, requestBackgroundSync } from "~/lib/outbox/queue";
import type { OutboxItem, OutboxKind } from "~/lib/outbox/types";
import { useOptionalUser } from "~/lib/root-data";

/** Set once the device has queued something: a signed-out page then wipes the outbox (outbox-runner.tsx). */
export const OUTBOX_USED_FLAG = "roots-outbox-used";

/** A page kept an item: the runner (outbox-runner.tsx) starts a run with its retries. */
export const OUTBOX_KEPT_EVENT = "roots:outbox-kept";

/** Whether this device ever queued something: until then no page opens IndexedDB for the outbox. */
export function outboxUsedHere(): boolean {
  if (typeof indexedDB === "undefined") return false;
  try {
    return localStorage.getItem(OUTBOX_USED_FLAG) !== null;
  } catch {
    return true;
  }
}

/** No connection, as far as the browser knows. */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** A failed fetch (no connection, DNS, reset) rejects with a TypeError; an HTTP answer, however bad, does not. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

export function useOutboxItems(kind: OutboxKind, target: string) {
  const memberId = useOptionalUser()?.id;
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (!memberId || typeof indexedDB === "undefined") return;
    let live = true;
    const read = () =>
      void memberItems(memberId)
        .then((all) => live && setItems(all.filter((item) => item.kind === kind && item.target === target)))
        .catch(() => {});
    if (outboxUsedHere()) read();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (channel) channel.onmessage = read;
    return () => {
      live = false;
      channel?.close();
    };
  }, [memberId, kind, target]);
  const remove = useCallback((id: string) => {
    setItems((all) => all.filter((item) => item.id !== id));
    void removeItem(id).catch(() => {});
  }, []);
  const keep = useCallback(
    async (item: Omit<OutboxItem, "memberId" | "kind" | "target" | "createdAt" | "locale">) => {
      if (!memberId) return false;
      const full: OutboxItem = {
        ...item,
        memberId,
        kind,
        target,
        createdAt: Date.now(),
        locale: document.documentElement.lang || "en",
      };
      try {
        await enqueue(full);
      } catch {
        return false;
      }
      setItems((all) => (all.some((known) => known.id === full.id) ? all : [...all, full]));
      try {
        localStorage.setItem(OUTBOX_USED_FLAG, "1");
      } catch {
        // Storage refused (private mode): the wipe at logout then relies on the member's id on every item.
      }
      void requestBackgroundSync();
      // Kept after a failed request while the browser says it is online: the runner tries again shortly.
      window.dispatchEvent(new Event(OUTBOX_KEPT_EVENT));
      return true;
    },
    [memberId, kind, target],
  );
  return {
    waiting: items.filter((item) => !item.refused),
    refused: items.filter((item) => item.refused),
    keep,
    remove,
  };
}
