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

/** Where items are kept: IndexedDB in the browser (idb-store.ts), a Map in tests. */
export type OutboxStore = {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
};

/** The Background Sync tag the service worker's `sync` handler answers with flushOutbox(). */
export const OUTBOX_SYNC_TAG = "outbox";
