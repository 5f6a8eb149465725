// The outbox (decision 033): what waits to be sent and the hooks pages read it with. Where it is kept and how it is
// sent (store.ts) come after the first load, once a form that can keep is live (decision 099).
import { type TFunction } from "i18next";
import { useCallback, useEffect, useState, useRef } from "react";
import { useOptionalUser } from "~/lib/page-context";
import { useTranslation } from "~/i18n/react";

// What the offline outbox keeps (decision 084): one thing a member wrote without a connection, with everything
// needed to send it later from a page or from the service worker, exactly once.

export type OutboxKind = "message" | "post" | "comment";

export type OutboxItem = {
  /** Also the request's Idempotency-Key: every try of one item is the same request to the server. */
  id: string;
  /** Whose it is: it is sent only while this member is signed in, and shown only to them. */
  memberId: string;
  kind: OutboxKind;
  /** Where it shows: the other member's id (message), the post's id (comment), "feed" (post). */
  target: string;
  /** The API path it is sent to (POST, JSON). */
  url: string;
  body: Record<string, string>;
  /** The text, shown as "Waiting to send" and put back for editing if the server refuses it. */
  content: string;
  /** The page's language, so the server's refusal reads in it. */
  locale: string;
  createdAt: number;
  /** Set when the server refused it: the reason, in the member's language. Never sent again. */
  refused?: { reason: string };
};

/** Where items are kept: IndexedDB in the browser (store.ts's idbStore), a Map in tests. */
export type OutboxStore = {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
};

/** The Background Sync tag the service worker's `sync` handler answers with flushOutbox(). */
export const OUTBOX_SYNC_TAG = "outbox";

/** Tells the open pages (and the other tabs) that the outbox changed: they read it again. */
export const OUTBOX_CHANNEL = "roots-outbox";

// Keeping and sending (store.ts) are not in the first load: a form that can keep asks for them as soon as it is
// live (useOutboxItems), a round trip before a member could have typed and sent.
const outboxStore = () => import("./store");
/** Takes an item off the device: the member removed it, or its refused text went back into its form. */
const forget = (id: string) =>
  void outboxStore()
    .then((store) => store.removeItem(id))
    .catch(() => {});

/** A key for a new item, of the shape the server takes (8 to 128 letters, digits, _ and -). */
export function newItemId(): string {
  // getRandomValues, not randomUUID: the latter exists only on HTTPS pages and localhost.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Why a queued send was refused, in one sentence: the server's reason (already in the page's language) without
// its closing stop, which the message adds in the language's own punctuation.

export function refusedText(t: TFunction, item: OutboxItem, key: "refused" | "refusedKept" = "refused"): string {
  const reason = (item.refused?.reason ?? "").trim().replace(/[.。।۔]+$/u, "");
  return t(`outbox.${key}`, { reason: reason || t("outbox.refusedUnknown") });
}

// The page's view of the offline outbox (decision 084): this member's items for one place (a thread, the feed's
// composer, a post's comments), read again whenever any tab or the service worker changes the outbox.

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
    void outboxStore().catch(() => {});
    let live = true;
    const read = () =>
      void outboxStore()
        .then((store) => store.memberItems(memberId))
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
    forget(id);
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
        // Its file is here by now (the runner brought it once the page was live); if it cannot come, the text
        // stays in its form.
        await (await outboxStore()).enqueue(full);
      } catch {
        return false;
      }
      setItems((all) => (all.some((known) => known.id === full.id) ? all : [...all, full]));
      try {
        localStorage.setItem(OUTBOX_USED_FLAG, "1");
      } catch {
        // Storage refused (private mode): the wipe at logout then relies on the member's id on every item.
      }
      void outboxStore().then(
        (store) => store.requestBackgroundSync(),
        () => {},
      );
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

// A queued send the server refused (decision 084) goes back into its form for editing, with the reason under the
// field. It stays on the device, "claimed" by that form, until the member sends the box again (then it is done
// with) or leaves: a form that goes away (another page, or the thread itself became unavailable because the
// other member blocked this one) lets go of it, and the RefusedNotice keeps the text on screen instead. So a
// refused text is never lost without the member's say.

/** The refused items a mounted form shows now; the notice shows the others. */
const claimed = new Set<string>();
export const CLAIMS_EVENT = "roots:outbox-claims";

function setClaimed(id: string, on: boolean) {
  if (on) claimed.add(id);
  else claimed.delete(id);
  window.dispatchEvent(new Event(CLAIMS_EVENT));
}

export function isClaimed(id: string): boolean {
  return claimed.has(id);
}

export function useRestoreRefused(
  refused: OutboxItem[],
  setContent: (update: (typed: string) => string) => void,
): { reason: string | undefined; settle: () => void; notKept: () => void } {
  const { t } = useTranslation();
  const [reason, setReason] = useState<string | undefined>(undefined);
  const mine = useRef(new Set<string>());
  const next = refused.find((item) => !claimed.has(item.id));
  useEffect(() => {
    if (!next) return;
    setClaimed(next.id, true);
    mine.current.add(next.id);
    setContent((typed) => (typed.trim() ? `${typed}\n${next.content}` : next.content));
    setReason(refusedText(t, next));
    // Once per refused item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next?.id]);
  useEffect(() => {
    const held = mine.current;
    return () => {
      for (const id of held) setClaimed(id, false);
      held.clear();
    };
  }, []);
  /** The member sent the box again: what it held is done with. */
  const settle = () => {
    setReason(undefined);
    for (const id of mine.current) {
      setClaimed(id, false);
      forget(id);
    }
    mine.current.clear();
  };
  // Nothing could be kept on the device (its outbox's file did not come, or IndexedDB refused): the text stays in
  // the box, and the box says why it was not sent.
  const notKept = () => setReason(t("outbox.notKept"));
  return { reason, settle, notKept };
}
