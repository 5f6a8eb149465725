// The outbox in IndexedDB: one object store keyed by item id. No DOM: the service worker opens it too.
import type { OutboxItem, OutboxStore } from "./types";

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
