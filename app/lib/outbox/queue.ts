// The outbox (decision 033): what waits to be sent, where it is kept, and the hooks pages read it with. One
// module, so one script file (decision 090).
import { type TFunction } from "i18next";
import { useCallback, useEffect, useState, useRef } from "react";
import { useOptionalUser } from "~/lib/page-context";
import { useTranslation } from "react-i18next";

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

/** Where items are kept: IndexedDB in the browser (idbStore, below), a Map in tests. */
export type OutboxStore = {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
};

/** The Background Sync tag the service worker's `sync` handler answers with flushOutbox(). */
export const OUTBOX_SYNC_TAG = "outbox";

// The outbox in IndexedDB: one object store keyed by item id. No DOM: the service worker opens it too.

const DB_NAME = "roots-outbox";
const ITEMS = "items";

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(ITEMS, { keyPath: "id" });
    request.onsuccess = () => {
      const db = request.result;
      // Another context deleting or upgrading the database: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error("outbox: IndexedDB did not open"));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(ITEMS, mode);
    const request = act(transaction.objectStore(ITEMS));
    // Resolved when the transaction commits, not when the request succeeds: a write is durable then.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error("outbox: IndexedDB failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("outbox: IndexedDB aborted"));
  });
}

export const idbStore: OutboxStore = {
  all: () => run("readonly", (store) => store.getAll() as IDBRequest<OutboxItem[]>),
  put: async (item) => {
    await run("readwrite", (store) => store.put(item));
  },
  remove: async (id) => {
    await run("readwrite", (store) => store.delete(id));
  },
  clear: async () => {
    await run("readwrite", (store) => store.clear());
  },
};

// The offline outbox (decision 084): what a member wrote without a connection, kept on the device and sent when
// the connection returns. No DOM here, only IndexedDB, fetch, BroadcastChannel and Web Locks, so the service
// worker's `sync` handler (tag "outbox") runs the same flushOutbox() as the pages do.
//
// Exactly once: an item keeps one Idempotency-Key for every try (the server answers a repeat with the first answer
// and writes nothing, decision 065), and one context at a time sends (a Web Lock across tabs and the worker).

/** Tells the open pages (and the other tabs) that the outbox changed: they read it again. */
export const OUTBOX_CHANNEL = "roots-outbox";
const LOCK = "roots-outbox";

function announce(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** The member's items, oldest first: the order they were written in and are sent in. */
export async function memberItems(memberId: string, store: OutboxStore = idbStore): Promise<OutboxItem[]> {
  const items = await store.all();
  return items.filter((item) => item.memberId === memberId).sort((a, b) => a.createdAt - b.createdAt);
}

export async function enqueue(item: OutboxItem, store: OutboxStore = idbStore): Promise<void> {
  await store.put(item);
  announce();
}

/** The member took it back ("Remove"), or the page put a refused text back into its form. */
export async function removeItem(id: string, store: OutboxStore = idbStore): Promise<void> {
  await store.remove(id);
  announce();
}

/** Everything, every member's: at logout a shared phone keeps nothing of the last member. */
export async function wipeOutbox(store: OutboxStore = idbStore): Promise<void> {
  await store.clear();
  announce();
}

/** What one try's answer means for the item. */
export type Outcome = { kind: "sent" } | { kind: "refused"; reason: string } | { kind: "later" };

type ErrorBody = { error?: { message?: unknown; fields?: Record<string, unknown> } };

/**
 * Sent (2xx); later (no session, the server busy or down, the same key still being answered elsewhere: the item
 * waits); or refused (any other 4xx: too long, blocked, suspended, rate-limited, gone), with the server's reason.
 */
export async function outcomeOf(response: Response): Promise<Outcome> {
  if (response.ok) return { kind: "sent" };
  const { status } = response;
  if (status === 401 || status === 408 || status >= 500) return { kind: "later" };
  if (status === 409 && response.headers.has("Retry-After")) return { kind: "later" };
  let reason = "";
  try {
    const body = (await response.json()) as ErrorBody;
    const field = body.error?.fields?.content ?? body.error?.fields?.receiverId;
    const text = typeof field === "string" ? field : body.error?.message;
    if (typeof text === "string") reason = text;
  } catch {
    // Not JSON (a proxy's page): the page says it in general words.
  }
  return { kind: "refused", reason };
}

/** Who the cookie signs in now, or null (signed out, or no connection). The worker knows no one else. */
async function signedInMember(send: Send): Promise<string | null> {
  try {
    const response = await send("/api/auth/user", { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const user = (await response.json()) as { id?: unknown };
    return typeof user.id === "string" ? user.id : null;
  } catch {
    return null;
  }
}

function locked<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(LOCK, work) as Promise<T>) : work();
}

/** fetch, or a stand-in in tests. */
export type Send = (input: string, init?: RequestInit) => Promise<Response>;

export type FlushResult = { sent: number; refused: number; waiting: number };

/**
 * Sends the signed-in member's waiting items, oldest first, stopping at the first that must wait (no connection,
 * server down): later ones never overtake it. The member is asked of the server, not of the page, so an item
 * is never sent as another member. The integrator calls this from the service worker's `sync` handler.
 */
export function flushOutbox({
  store = idbStore,
  send = (input, init) => fetch(input, init),
}: { store?: OutboxStore; send?: Send } = {}): Promise<FlushResult> {
  return locked(async () => {
    const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
    const all = (await store.all()).filter((item) => !item.refused);
    if (all.length === 0) return result;
    const memberId = await signedInMember(send);
    const queue = memberId ? await memberItems(memberId, store) : [];
    const waiting = queue.filter((item) => !item.refused);
    result.waiting = waiting.length;
    for (const item of waiting) {
      let outcome: Outcome;
      try {
        const response = await send(item.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "Accept-Language": item.locale,
            "Idempotency-Key": item.id,
          },
          body: JSON.stringify(item.body),
        });
        outcome = await outcomeOf(response);
      } catch {
        outcome = { kind: "later" };
      }
      if (outcome.kind === "later") break;
      if (outcome.kind === "sent") {
        await store.remove(item.id);
        result.sent += 1;
      } else {
        await store.put({ ...item, refused: { reason: outcome.reason } });
        result.refused += 1;
      }
      result.waiting -= 1;
    }
    if (result.sent + result.refused > 0) announce();
    return result;
  });
}

/** Asks the service worker, if there is one, to flush when the connection returns (Background Sync). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker, or no Background Sync: the pages flush on `online` and on their next load.
  }
}

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
): { reason: string | undefined; settle: () => void } {
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
      void removeItem(id).catch(() => {});
    }
    mine.current.clear();
  };
  return { reason, settle };
}
