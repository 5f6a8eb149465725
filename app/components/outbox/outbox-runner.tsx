// Sends the offline outbox (decision 084) when the page loads and when the connection returns, and keeps it to
// one member: a signed-out page wipes it (logout on a shared phone), a member's page drops other members' items.
// IndexedDB is opened only on a device that has queued something (a flag in localStorage), never for visitors.
import { useEffect, useRef } from "react";
import { flushOutbox, removeItem, wipeOutbox, idbStore } from "~/lib/outbox/store";
import { OUTBOX_KEPT_EVENT, OUTBOX_USED_FLAG, outboxUsedHere } from "~/lib/outbox/queue";
import { useRevalidateWhenIdle } from "~/lib/page-context";

// The `online` event can come before the network carries requests: try again a little later, a few times.
const RETRIES_MS = [2_000, 5_000, 15_000];

async function dropOthers(memberId: string): Promise<void> {
  const others = (await idbStore.all()).filter((item) => item.memberId !== memberId);
  for (const item of others) await removeItem(item.id);
}

export function OutboxRunner({ memberId }: { memberId: string | null }) {
  // Revalidating aborts a load under way (Remix reports the AbortError): wait until the page is idle, then once.
  const revalidate = useRef(() => {});
  revalidate.current = useRevalidateWhenIdle();
  useEffect(() => {
    if (!memberId) {
      if (outboxUsedHere())
        void wipeOutbox()
          .then(() => localStorage.removeItem(OUTBOX_USED_FLAG))
          .catch(() => {});
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const flush = (attempt: number) => {
      clearTimeout(timer);
      if (!outboxUsedHere() || !navigator.onLine) return;
      void flushOutbox()
        .then((result) => {
          if (result.sent > 0) revalidate.current();
          const wait = RETRIES_MS[attempt];
          if (!stopped && result.waiting > 0 && navigator.onLine && wait !== undefined)
            timer = setTimeout(() => flush(attempt + 1), wait);
        })
        .catch(() => {});
    };
    // The network is back, or a page just kept an item (offline: the run waits at once; a failed request while
    // online: the retries below send it when the server answers again).
    const onOnline = () => flush(0);
    if (outboxUsedHere())
      void dropOthers(memberId)
        .catch(() => {})
        .then(() => flush(0));
    window.addEventListener("online", onOnline);
    window.addEventListener(OUTBOX_KEPT_EVENT, onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener(OUTBOX_KEPT_EVENT, onOnline);
    };
  }, [memberId]);
  return null;
}
