// The offline outbox (decision 084): what a member wrote without a connection, kept on the device and sent when
// the connection returns. No DOM here, only IndexedDB, fetch, BroadcastChannel and Web Locks, so the service
// worker's `sync` handler (tag "outbox") runs the same flushOutbox() as the pages do.
//
// Exactly once: an item keeps one Idempotency-Key for every try (the server answers a repeat with the first answer
// and writes nothing, decision 065), and one context at a time sends (a Web Lock across tabs and the worker).
import { idbStore } from "./idb-store";
import { OUTBOX_SYNC_TAG, type OutboxItem, type OutboxStore } from "./types";

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
