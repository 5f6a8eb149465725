// The live bus: in one process, and through Redis between two buses with their own connections.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { Redis } from "ioredis";
import { startBlackholeProxy } from "../../tests/setup/blackhole-proxy";
import {
  MAX_UNSENT_MESSAGES,
  createMemoryBus,
  createRedisBus,
  type Bus,
  type BusEvent,
  type BusMessage,
} from "./bus.server";
import { realtimeCounters } from "./counters.server";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Redis is optional on a user's laptop; CI and these machines run one. */
async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.once("connect", () => (socket.end(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
const withRedis = await redisReachable();

function recorder(bus: Bus) {
  const got: BusMessage[] = [];
  bus.subscribe((message) => got.push(message));
  return got;
}

/** The first message on `bus` that matches, as soon as it arrives (listen before publishing); `ms` only bounds a failure. */
function arrival(bus: Bus, matches: (message: BusMessage) => boolean, ms = 2000): Promise<BusMessage> {
  return new Promise((resolve, reject) => {
    const unsubscribe = bus.subscribe((message) => {
      if (!matches(message)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(message);
    });
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error("timed out"));
    }, ms);
  });
}

/** Publishes, then again every 50 ms until `heard` settles: events sent while a connection is down are lost. */
async function republishUntilHeard(heard: Promise<unknown>, publish: () => Promise<void>) {
  let settled = false;
  const done = heard.finally(() => (settled = true));
  done.catch(() => {}); // its failure is thrown by the await below, not reported as unhandled meanwhile
  while (!settled) {
    await publish();
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  await done;
}

const hash = "a".repeat(64);
const malformed: [string, unknown, unknown][] = [
  ["an unknown type", ["u1"], { type: "password.changed", userId: "u1" }],
  ["no type", ["u1"], { conversationWith: "u2" }],
  ["a non-object event", ["u1"], "message"],
  ["null", ["u1"], null],
  ["a nested record (data, not a notification)", ["u1"], { type: "message", message: { content: "hi" } }],
  [
    "an event over 1 KB",
    ["u1"],
    {
      type: "message",
      note: "x".repeat(200),
      a: "x".repeat(200),
      b: "x".repeat(200),
      c: "x".repeat(200),
      d: "x".repeat(200),
      e: "x".repeat(200),
    },
  ],
  ["recipients that are not strings", [1, {}], { type: "message", conversationWith: "u2" }],
  ["recipients that are not a list", "u1", { type: "message", conversationWith: "u2" }],
  ["session.ended without targets", [], { type: "session.ended" }],
  ["session.ended with both targets", [], { type: "session.ended", userIds: ["u1"], sessionHashes: [hash] }],
  ["session.ended with a bad hash", [], { type: "session.ended", sessionHashes: ["../../etc"] }],
  ["session.ended with an empty list", [], { type: "session.ended", userIds: [] }],
];

describe("the in-process bus", () => {
  it("calls every subscriber with the members and the event, before publish returns", async () => {
    const bus = createMemoryBus();
    const [a, b] = [recorder(bus), recorder(bus)];
    await bus.publish(["u1", "u2", "u1"], { type: "message", conversationWith: "u3" });
    await bus.publish([], { type: "session.ended", sessionHashes: [hash] });
    const expected = [
      { userIds: ["u1", "u2"], event: { type: "message", conversationWith: "u3" } },
      { userIds: [], event: { type: "session.ended", sessionHashes: [hash] } },
    ];
    expect(a).toEqual(expected);
    expect(b).toEqual(expected);
  });

  it("carries the members an event for everyone must not reach, only when there are some", async () => {
    const bus = createMemoryBus();
    const got = recorder(bus);
    await bus.publish(["*"], { type: "feed", postId: "p1", authorId: "a" }, ["u2", "u3", "u2"]);
    await bus.publish(["*"], { type: "feed", postId: "p2", authorId: "a" }, []);
    expect(got).toEqual([
      { userIds: ["*"], event: { type: "feed", postId: "p1", authorId: "a" }, except: ["u2", "u3"] },
      { userIds: ["*"], event: { type: "feed", postId: "p2", authorId: "a" } },
    ]);
    expect(got[1]).not.toHaveProperty("except");
    // A malformed list of exceptions drops the event rather than reach the members it names.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await bus.publish(["*"], { type: "feed", postId: "p3" }, [42] as unknown as string[]);
    expect(got).toHaveLength(2);
    warn.mockRestore();
  });

  it("stops calling a handler once it unsubscribes", async () => {
    const bus = createMemoryBus();
    const got: BusMessage[] = [];
    const unsubscribe = bus.subscribe((message) => got.push(message));
    unsubscribe();
    await bus.publish(["u1"], { type: "post", postId: "p1" });
    expect(got).toEqual([]);
  });

  it.each(malformed)("ignores %s without throwing", async (_name, userIds, event) => {
    const bus = createMemoryBus();
    const got = recorder(bus);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(bus.publish(userIds as string[], event as BusEvent)).resolves.toBeUndefined();
    expect(got).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("a handler that throws neither reaches the publisher nor stops the other handlers", async () => {
    const bus = createMemoryBus();
    bus.subscribe(() => {
      throw new Error("boom");
    });
    const got = recorder(bus);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(bus.publish(["u1"], { type: "message", conversationWith: "u2" })).resolves.toBeUndefined();
    expect(got).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe.runIf(withRedis)("the Redis bus between two nodes", () => {
  // A channel of this run's own, so other suites on the same Redis neither see nor disturb these events.
  const channel = `roots:test:${randomUUID()}`;
  let a: Bus;
  let b: Bus;
  let raw: Redis;
  const run = randomUUID().slice(0, 8);
  /** Drops our own connections (by name, not every client of a type: other suites share this Redis). */
  async function kill(role: "publisher" | "subscriber", ...buses: string[]): Promise<number> {
    const list = String(await raw.call("CLIENT", "LIST"));
    const names = new Set(buses.map((bus) => `roots-${bus}-${run}-${role}`));
    const ids = list.split("\n").flatMap((line) => {
      const fields = Object.fromEntries(line.split(" ").map((pair) => pair.split("=")));
      return names.has(fields.name) ? [fields.id] : [];
    });
    for (const id of ids) await raw.call("CLIENT", "KILL", "ID", id);
    return ids.length;
  }
  beforeAll(async () => {
    a = createRedisBus({ url: REDIS_URL, channel, name: `test-a-${run}` });
    b = createRedisBus({ url: REDIS_URL, channel, name: `test-b-${run}` });
    raw = new Redis(REDIS_URL);
    raw.on("error", () => {});
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    raw?.disconnect();
  });

  it("delivers an event published on one node to the other, once, and to the publisher's own handlers once", async () => {
    const [onA, onB] = [recorder(a), recorder(b)];
    const user = randomUUID();
    const onBArrival = arrival(b, (m) => m.userIds[0] === user);
    await a.publish([user], { type: "message", conversationWith: "someone" });
    expect(await onBArrival).toEqual({ userIds: [user], event: { type: "message", conversationWith: "someone" } });
    const onAArrival = arrival(a, (m) => m.event.type === "session.ended");
    await b.publish([], { type: "session.ended", userIds: [user] });
    await onAArrival;
    // "Once": no second copy may follow, and there is no event for its absence, so a short look.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA.filter((m) => m.userIds[0] === user || m.event.type === "session.ended")).toHaveLength(2);
    expect(onB.filter((m) => m.userIds[0] === user || m.event.type === "session.ended")).toHaveLength(2);
  });

  it("carries an event's exceptions to the other node", async () => {
    const user = randomUUID();
    const onBArrival = arrival(b, (m) => m.event.type === "feed" && m.event.postId === user);
    await a.publish(["*"], { type: "feed", postId: user, authorId: "x" }, ["blocked-1"]);
    expect(await onBArrival).toEqual({
      userIds: ["*"],
      event: { type: "feed", postId: user, authorId: "x" },
      except: ["blocked-1"],
    });
  });

  it("ignores malformed messages on the channel and keeps delivering", async () => {
    const got = recorder(b);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const garbage = [
      "not json",
      "{",
      "null",
      "[]",
      '"a string"',
      '{"o":"x"}',
      '{"o":"x","u":"u1","e":{"type":"message"}}',
      '{"o":"x","u":["u1"],"e":{"type":"drop.tables"}}',
      '{"o":"x","u":["u1"],"e":{"type":"message","nested":{"a":1}}}',
      '{"o":"x","u":["u1"],"e":{"type":"session.ended","sessionHashes":["not-a-hash"]}}',
      '{"__proto__":{"polluted":true},"o":"x","u":["u1"],"e":null}',
      "\u0000\uD800",
      "x".repeat(600_000),
    ];
    for (const message of garbage) await raw.publish(channel, message);
    const user = randomUUID();
    const delivered = arrival(b, (m) => m.userIds[0] === user);
    await a.publish([user], { type: "notification" });
    await delivered;
    expect(got).toEqual([{ userIds: [user], event: { type: "notification" } }]);
    expect(warn.mock.calls.length).toBeGreaterThanOrEqual(garbage.length);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    warn.mockRestore();
  });

  it("keeps delivering after Redis drops the subscriber connections and they reconnect", async () => {
    const got = recorder(b);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await kill("subscriber", "test-a", "test-b")).toBe(2);
    const user = randomUUID();
    // Events published while a node is cut off are lost to it (the heartbeat and the next load cover that):
    // publish again every 50 ms until the reconnected subscriber hears one, and stop the moment it does.
    await republishUntilHeard(
      arrival(b, (m) => m.userIds[0] === user, 5000),
      () => a.publish([user], { type: "connection", from: "x" }),
    );
    expect(got.some((m) => m.userIds[0] === user)).toBe(true);
    warn.mockRestore();
  });

  it("a publisher whose connection was killed publishes again", async () => {
    const got = recorder(b);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await a.publish(["warm-up"], { type: "post" });
    expect(await kill("publisher", "test-a")).toBe(1);
    const user = randomUUID();
    await republishUntilHeard(
      arrival(b, (m) => m.userIds[0] === user, 5000),
      () => a.publish([user], { type: "post", postId: "p" }),
    );
    expect(got.some((m) => m.userIds[0] === user)).toBe(true);
    warn.mockRestore();
  });
});

describe("a Redis bus while Redis is unreachable", () => {
  it("still calls its own handlers, and publish resolves without throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bus = createRedisBus({ url: "redis://127.0.0.1:1", channel: "roots:test:nowhere", name: "down" });
    const got = recorder(bus);
    const started = performance.now();
    await expect(bus.publish(["u1"], { type: "message", conversationWith: "u2" })).resolves.toBeUndefined();
    expect(got).toHaveLength(1);
    // It does not wait for Redis at all: a request that publishes answers as fast as without Redis.
    expect(performance.now() - started).toBeLessThan(50);
    await bus.close();
    warn.mockRestore();
  });
});

describe.runIf(withRedis)("a Redis bus whose Redis stops answering", () => {
  it("publishes without waiting, keeps at most MAX_UNSENT_MESSAGES for Redis, and sends them once it answers", async () => {
    const channel = `roots:test:${randomUUID()}`;
    const proxy = await startBlackholeProxy(REDIS_URL);
    const cutOff = createRedisBus({ url: proxy.url, channel, name: "cut-off" });
    const listener = createRedisBus({ url: REDIS_URL, channel, name: "listener" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await Promise.all([cutOff.ready(), listener.ready()]);
      const heard = recorder(listener);
      const own = recorder(cutOff);
      // Its publishing connection is up and in use when Redis stops answering.
      await republishUntilHeard(
        arrival(listener, (m) => m.userIds[0] === "warm-up"),
        () => cutOff.publish(["warm-up"], { type: "post" }),
      );
      proxy.blackhole();
      const dropped = realtimeCounters.busEventsDropped;
      const started = performance.now();
      const extra = 50;
      for (let i = 0; i < MAX_UNSENT_MESSAGES + extra; i += 1) {
        await cutOff.publish([`cut-${i}`], { type: "notification" });
      }
      expect(performance.now() - started).toBeLessThan(1000);
      expect(own.filter((m) => m.userIds[0].startsWith("cut-"))).toHaveLength(MAX_UNSENT_MESSAGES + extra);
      // At least the extra ones (a warm-up PUBLISH still unanswered at the cut takes a place too).
      expect(realtimeCounters.busEventsDropped - dropped).toBeGreaterThanOrEqual(extra);
      expect(warn.mock.calls.filter(([line]) => String(line).includes("dropped")).length).toBeLessThanOrEqual(1);
      // Once Redis answers again, the ones it kept go out, in order, before anything published after; the
      // dropped ones never do.
      proxy.forward();
      await republishUntilHeard(
        arrival(listener, (m) => m.userIds[0] === "after", 5000),
        () => cutOff.publish(["after"], { type: "post" }),
      );
      const delivered = heard.flatMap((m) => (m.userIds[0].startsWith("cut-") ? [Number(m.userIds[0].slice(4))] : []));
      expect(delivered.length).toBeGreaterThan(MAX_UNSENT_MESSAGES - extra);
      expect(Math.max(...delivered)).toBeLessThan(MAX_UNSENT_MESSAGES);
    } finally {
      warn.mockRestore();
      await Promise.all([cutOff.close(), listener.close()]);
      await proxy.close();
    }
  });
});

describe("broadcast", () => {
  it("reaches every open socket: socketsOf('*') is all of them", async () => {
    const { register, unregister, socketsOf } = await import("./registry.server");
    const fake = (userId: string, sessionHash: string) => ({
      ws: { readyState: 1, OPEN: 1, send() {}, close() {}, terminate() {} } as never,
      userId,
      sessionHash,
      alive: true,
    });
    const [a, b] = [fake("bc-user-a", "bc-session-a"), fake("bc-user-b", "bc-session-b")];
    register(a);
    register(b);
    try {
      expect(socketsOf(["*"])).toEqual(expect.arrayContaining([a, b]));
      expect(socketsOf(["bc-user-a"])).toEqual([a]);
    } finally {
      unregister(a);
      unregister(b);
    }
  });
});
