// The outbox's keeping and sending (decisions 033 and 084): IndexedDB, the flush the pages and the service worker
// run, and the Background Sync request. Not in the first load (decision 099): a form that can keep asks for it as
// soon as it is live (queue.ts's useOutboxItems), and the outbox runner brings it too.
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, type OutboxItem, type OutboxStore } from "./queue";

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
