// The outbox's sending rules (decision 084) against a stand-in server that keeps Idempotency-Keys the way ours
// does (a repeat answers the first answer, writes nothing), and a Map for IndexedDB (no IndexedDB in Node).
import { describe, expect, it } from "vitest";
import type { OutboxItem, OutboxStore } from "~/lib/outbox/queue";
import { flushOutbox, memberItems, outcomeOf, type Send } from "~/lib/outbox/store";

function memoryStore(items: OutboxItem[] = []): OutboxStore & { map: Map<string, OutboxItem> } {
  const map = new Map(items.map((item) => [item.id, item]));
  return {
    map,
    all: async () => [...map.values()],
    put: async (item) => void map.set(item.id, item),
    remove: async (id) => void map.delete(id),
    clear: async () => map.clear(),
  };
}

const item = (id: string, createdAt: number, over: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  memberId: "ana",
  kind: "message",
  target: "ben",
  url: "/api/messages",
  body: { receiverId: "ben", content: id },
  content: id,
  locale: "es",
  createdAt,
  ...over,
});

type Server = {
  send: Send;
  written: string[];
  requests: Array<{ url: string; key: string | null; language: string | null }>;
  signedIn: string | null;
  answer: (id: string) => Response | "network" | undefined;
};

function server(): Server {
  const keys = new Set<string>();
  const state: Server = {
    written: [],
    requests: [],
    signedIn: "ana",
    answer: () => undefined,
    send: async (url, init) => {
      if (url === "/api/auth/user")
        return state.signedIn
          ? Response.json({ id: state.signedIn })
          : Response.json({ error: { code: "unauthorized", message: "Sign in" } }, { status: 401 });
      const headers = new Headers(init?.headers);
      const key = headers.get("Idempotency-Key");
      state.requests.push({ url, key, language: headers.get("Accept-Language") });
      const content = (JSON.parse(String(init?.body)) as { content: string }).content;
      const special = state.answer(content);
      if (special === "network") throw new TypeError("Failed to fetch");
      if (special) return special;
      if (key && keys.has(key)) return Response.json({ replayed: true }, { status: 201 });
      if (key) keys.add(key);
      state.written.push(content);
      return Response.json({ id: content }, { status: 201 });
    },
  };
  return state;
}

describe("outcomeOf", () => {
  it("takes 2xx as sent, a missing session, a busy or failing server and a key still being answered as later", async () => {
    expect(await outcomeOf(new Response(null, { status: 204 }))).toEqual({ kind: "sent" });
    for (const status of [401, 408, 500, 503])
      expect(await outcomeOf(new Response("", { status }))).toEqual({ kind: "later" });
    const running = new Response("{}", { status: 409, headers: { "Retry-After": "1" } });
    expect(await outcomeOf(running)).toEqual({ kind: "later" });
  });

  it("takes any other 4xx as refused, with the field's reason first, then the message", async () => {
    const tooLong = Response.json(
      { error: { code: "validation", message: "Invalid", fields: { content: "Too long" } } },
      { status: 400 },
    );
    expect(await outcomeOf(tooLong)).toEqual({ kind: "refused", reason: "Too long" });
    const blocked = Response.json({ error: { code: "forbidden", message: "Blocked" } }, { status: 403 });
    expect(await outcomeOf(blocked)).toEqual({ kind: "refused", reason: "Blocked" });
    expect(await outcomeOf(new Response("<html>", { status: 429 }))).toEqual({ kind: "refused", reason: "" });
    expect(await outcomeOf(Response.json({}, { status: 409 }))).toEqual({ kind: "refused", reason: "" });
  });
});

describe("flushOutbox", () => {
  it("sends the signed-in member's items oldest first, with their own key and language, and empties the queue", async () => {
    const store = memoryStore([item("second", 2), item("first", 1), item("other", 0, { memberId: "ben" })]);
    const api = server();
    expect(await flushOutbox({ store, send: api.send })).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(api.written).toEqual(["first", "second"]);
    expect(api.requests.map((request) => [request.key, request.language])).toEqual([
      ["first", "es"],
      ["second", "es"],
    ]);
    // Another member's item is neither sent nor dropped by the flush.
    expect([...store.map.keys()]).toEqual(["other"]);
  });

  it("sends nothing while no one is signed in", async () => {
    const store = memoryStore([item("a", 1)]);
    const api = server();
    api.signedIn = null;
    expect(await flushOutbox({ store, send: api.send })).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(api.requests).toEqual([]);
    expect(store.map.size).toBe(1);
  });

  it("stops at the first item that must wait, so no later one overtakes it", async () => {
    const store = memoryStore([item("a", 1), item("b", 2), item("c", 3)]);
    const api = server();
    api.answer = (content) => (content === "b" ? "network" : undefined);
    expect(await flushOutbox({ store, send: api.send })).toEqual({ sent: 1, refused: 0, waiting: 2 });
    expect(api.written).toEqual(["a"]);
    api.answer = () => undefined;
    await flushOutbox({ store, send: api.send });
    expect(api.written).toEqual(["a", "b", "c"]);
    expect(store.map.size).toBe(0);
  });

  it("marks a refused item with the reason, never sends it again, and goes on with the next", async () => {
    const store = memoryStore([item("blocked", 1), item("fine", 2)]);
    const api = server();
    api.answer = (content) =>
      content === "blocked"
        ? Response.json({ error: { code: "forbidden", message: "No" } }, { status: 403 })
        : undefined;
    expect(await flushOutbox({ store, send: api.send })).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect(store.map.get("blocked")?.refused).toEqual({ reason: "No" });
    api.requests.length = 0;
    await flushOutbox({ store, send: api.send });
    expect(api.requests).toEqual([]);
  });

  it("writes once when the first try reached the server but its answer was lost, and when two contexts flush", async () => {
    const store = memoryStore([item("once", 1)]);
    const api = server();
    // The server wrote it, then the connection dropped before the answer came back.
    let lost = true;
    const lossy: Send = async (url, init) => {
      const response = await api.send(url, init);
      if (url !== "/api/auth/user" && lost) {
        lost = false;
        throw new TypeError("Failed to fetch");
      }
      return response;
    };
    await flushOutbox({ store, send: lossy });
    expect(store.map.size).toBe(1);
    // Two tabs at once (no Web Locks in Node: the key alone keeps it to one write).
    await Promise.all([flushOutbox({ store, send: api.send }), flushOutbox({ store, send: api.send })]);
    expect(api.written).toEqual(["once"]);
    expect(store.map.size).toBe(0);
  });

  it("lists a member's items in the order they were written", async () => {
    const store = memoryStore([item("b", 2), item("a", 1), item("x", 0, { memberId: "ben" })]);
    expect((await memberItems("ana", store)).map((entry) => entry.id)).toEqual(["a", "b"]);
  });
});
