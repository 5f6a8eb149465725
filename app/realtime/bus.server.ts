// The live bus: models publish small events after a write commits (ARCHITECTURE rule 6), the socket server of
// every app node subscribes once and forwards them to the open sockets of the members named. In one process
// by default; through one Redis pub/sub channel when REDIS_URL is set, so every node hears every event.
//
// Events are notifications ("something changed, reload"), never data: a page revalidates its loaders.
// Nothing is lost when a node misses one (Redis down, socket closed): the next load shows the change, and
// the socket heartbeat re-checks sessions. So publish never fails its caller, and never waits for Redis: it
// calls this node's handlers, hands the message to a bounded list that a send loop empties into Redis whenever
// the connection is ready, and returns (decision 030). Past the bound, messages are dropped and counted.
//
// A message on the wire is `{"o": <origin>, "u": [userIds], "x"?: [userIds], "e": <event>, "t"?: <sent at>}`; "x" names the
// members an event for everyone ("*") must not reach (blocked either way with its author: the models decide,
// decision 027). Every message is parsed and checked on the way in: anything malformed or of an unknown type
// is dropped with a warning, and a handler that throws is logged, never rethrown into ioredis' event loop.
import { randomUUID } from "node:crypto";
import { Redis, type RedisOptions } from "ioredis";
import * as z from "zod";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { metrics } from "~/server/metrics.server";
import { realtimeCounters } from "./counters.server";
import { sampledWarn } from "./sampled-log.server";

/** Notification types the socket server forwards to members. A feature that publishes a new kind adds it here. */
export const LIVE_EVENT_TYPES = ["message", "connection", "post", "event", "notification", "feed"] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** A notification for members: a type plus a few scalar hints (ids, counts), never a record. */
export type LiveEvent = { type: LiveEventType } & { [key: string]: string | number | boolean | null };
/** Control event: close the sockets of these members, or of these sessions (by token hash), on every node. */
export type SessionEnded =
  | { type: "session.ended"; userIds: string[]; sessionHashes?: undefined }
  | { type: "session.ended"; sessionHashes: string[]; userIds?: undefined };
export type BusEvent = LiveEvent | SessionEnded;
/**
 * What a subscriber gets: the members concerned (empty for control events), the event, and the members it must
 * not reach even when it is for everyone (`except`, present only when not empty).
 */
export type BusMessage = { userIds: string[]; event: BusEvent; except?: string[] };
export type BusHandler = (message: BusMessage) => void;

export type Bus = {
  /** Resolves once this node's own handlers ran: it never waits for Redis, and never rejects. */
  publish(userIds: readonly string[], event: BusEvent, except?: readonly string[]): Promise<void>;
  /** Adds a handler; returns a function that removes it. */
  subscribe(handler: BusHandler): () => void;
  /** Resolves once events from other nodes can arrive (at once for the in-process bus). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export const BUS_CHANNEL = "roots:live";
const MAX_EVENT_BYTES = 1024;
const MAX_MESSAGE_BYTES = 512 * 1024;
export const MAX_RECIPIENTS = 10_000;
/** Messages a node keeps for Redis (waiting, or sent and not yet answered); past it, new ones are dropped. */
export const MAX_UNSENT_MESSAGES = 1_000;
const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
/** PUBLISH commands on the wire at once: what a connection that dies mid-send can lose. */
const MAX_IN_FLIGHT = 100;
/** Reconnect soon after Redis is back (ioredis' default backoff waits up to 5 s). */
const reconnectDelay = (attempt: number) => Math.min(100 * 2 ** attempt, 2_000);

const id = z.string().min(1).max(64);
const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
const liveEvent = z.object({ type: z.enum(LIVE_EVENT_TYPES) }).catchall(scalar);
const sessionEnded = z.union([
  z.strictObject({ type: z.literal("session.ended"), userIds: z.array(id).min(1).max(MAX_RECIPIENTS) }),
  z.strictObject({
    type: z.literal("session.ended"),
    sessionHashes: z
      .array(z.string().regex(/^[0-9a-f]{64}$/))
      .min(1)
      .max(MAX_RECIPIENTS),
  }),
]);
const busEvent = z.union([sessionEnded, liveEvent]);
const recipients = z.array(id).max(MAX_RECIPIENTS);
// "t": when it was published (ms since the epoch), for bus_delivery_lag_seconds.
const wire = z.object({
  o: z.string().max(64),
  u: recipients,
  x: recipients.optional(),
  e: z.unknown(),
  t: z.number().finite().optional(),
});

/** The message for a (userIds, event[, except]), or null (with a warning) when it is not a well-formed small event. */
export function parseMessage(userIds: unknown, event: unknown, except: unknown = []): BusMessage | null {
  const to = recipients.safeParse(userIds);
  const parsed = busEvent.safeParse(event);
  const notTo = recipients.safeParse(except);
  if (!to.success || !parsed.success || !notTo.success) {
    const type = typeof event === "object" && event !== null ? (event as { type?: unknown }).type : undefined;
    logger().warn(`bus: ignored a malformed or unknown event (type ${JSON.stringify(String(type)).slice(0, 60)})`);
    return null;
  }
  if (parsed.data.type !== "session.ended" && JSON.stringify(parsed.data).length > MAX_EVENT_BYTES) {
    logger().warn(
      `bus: ignored a ${parsed.data.type} event over ${MAX_EVENT_BYTES} bytes (events are notifications, not data)`,
    );
    return null;
  }
  const message: BusMessage = { userIds: [...new Set(to.data)], event: parsed.data as BusEvent };
  if (notTo.data.length > 0) message.except = [...new Set(notTo.data)];
  return message;
}

// Each handler on its own: one that throws does not keep the message from the others.
function deliverToHandlers(handlers: Set<BusHandler>, message: BusMessage) {
  for (const handler of [...handlers]) {
    try {
      handler(message);
    } catch (error) {
      logger().error(`bus: a ${message.event.type} handler failed: ${(error as Error)?.message ?? error}`);
    }
  }
}

/** One process: publish calls the handlers before it returns. */
export function createMemoryBus(): Bus {
  const handlers = new Set<BusHandler>();
  return {
    async publish(userIds, event, except) {
      const message = parseMessage(userIds, event, except);
      if (message) deliverToHandlers(handlers, message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async ready() {},
    async close() {
      handlers.clear();
    },
  };
}

export type RedisBusOptions = { url: string; channel?: string; name?: string };

/**
 * Redis pub/sub: one publishing connection and a dedicated subscriber (a connection in subscribe mode can
 * run nothing else). This node's own handlers are called directly, so its sockets close at once even while
 * Redis is down; the copy that comes back from Redis is recognised by its origin and skipped. ioredis
 * reconnects by itself and re-subscribes; what is published while a node is cut off is lost to it (see top).
 */
export function createRedisBus({ url, channel = BUS_CHANNEL, name = "bus" }: RedisBusOptions): Bus {
  const origin = randomUUID();
  const handlers = new Set<BusHandler>();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let closed = false;
  let subscribed: Promise<void> = Promise.resolve();
  const unsent: { payload: string; type: string }[] = [];
  let unsentBytes = 0;
  let inFlight = 0;
  const warnDropped = sampledWarn();
  const warnFailed = sampledWarn();

  function connect(role: string, options: RedisOptions): Redis {
    const client = new Redis(url, { ...options, connectionName: `roots-${name}-${role}` });
    let reported = false;
    // Without an error listener ioredis' errors would be unhandled `error` events and end the process.
    client.on("error", (error: Error) => {
      if (!reported) logger().warn(`redis ${name} ${role}: ${error.message} (will keep retrying)`);
      reported = true;
    });
    client.on("ready", () => {
      if (reported) logger().warn(`redis ${name} ${role}: connected again`);
      reported = false;
    });
    return client;
  }

  function onMessage(from: string, raw: string | Buffer) {
    if (from !== channel) return;
    try {
      if (raw.length > MAX_MESSAGE_BYTES) throw new Error(`${raw.length} bytes`);
      const envelope = wire.safeParse(JSON.parse(String(raw)));
      if (!envelope.success) throw new Error("not a bus message");
      if (envelope.data.o === origin) return; // ours: handled when published
      const message = parseMessage(envelope.data.u, envelope.data.e, envelope.data.x);
      if (!message) return;
      deliverToHandlers(handlers, message);
      const sent = envelope.data.t;
      if (sent !== undefined) metrics().busLag.observe(Math.max(0, Date.now() - sent) / 1000);
    } catch (error) {
      logger().warn(`bus: ignored a malformed message on ${channel} (${(error as Error).message.slice(0, 80)})`);
    }
  }

  function listen() {
    if (subscriber || closed) return;
    // Subscribing waits in the offline queue while Redis is down, and is replayed on every reconnect.
    subscriber = connect("subscriber", {
      maxRetriesPerRequest: null,
      autoResubscribe: true,
      retryStrategy: reconnectDelay,
    });
    subscriber.on("messageBuffer", (from: Buffer, raw: Buffer) => onMessage(String(from), raw));
    subscribed = subscriber.subscribe(channel).then(
      () => undefined,
      (error: Error) => logger().warn(`bus: subscribe failed: ${error.message}`),
    );
  }

  function publisherConnection(): Redis {
    if (publisher) return publisher;
    publisher = connect("publisher", {
      // Nothing waits inside ioredis (its offline queue has no bound): `unsent` holds what Redis has not taken.
      enableOfflineQueue: false,
      // A PUBLISH cut off by a dropped connection is not sent again: an event is a hint.
      maxRetriesPerRequest: 0,
      commandTimeout: 1_000,
      // A Redis that stops answering without a reset (a partition) would otherwise keep this connection forever.
      socketTimeout: 1_000,
      retryStrategy: reconnectDelay,
    });
    publisher.on("ready", send);
    return publisher;
  }

  // Empties `unsent` into Redis while the connection is ready; called on each new message, each answer, and
  // when the connection is ready again.
  function send() {
    while (publisher?.status === "ready" && inFlight < MAX_IN_FLIGHT && unsent.length > 0) {
      const { payload, type } = unsent.shift()!;
      unsentBytes -= payload.length;
      inFlight += 1;
      publisher
        .publish(channel, payload)
        .then(
          () => undefined,
          (error: Error) => {
            realtimeCounters.busEventsFailed += 1;
            warnFailed(`bus: publish of ${type} failed: ${error.message}`);
          },
        )
        .finally(() => {
          inFlight -= 1;
          send();
        });
    }
  }

  async function shut(client: Redis | undefined) {
    if (!client) return;
    // QUIT waits for Redis; a node shutting down while Redis is unreachable must not.
    const timer = new Promise((resolve) => setTimeout(resolve, 500).unref());
    await Promise.race([client.quit().catch(() => undefined), timer]);
    client.disconnect();
  }

  return {
    async publish(userIds, event, except) {
      const message = parseMessage(userIds, event, except);
      if (!message) return;
      deliverToHandlers(handlers, message);
      if (closed) return;
      const payload = JSON.stringify({
        o: origin,
        u: message.userIds,
        x: message.except,
        e: message.event,
        t: Date.now(),
      });
      if (payload.length > MAX_MESSAGE_BYTES) {
        logger().warn(`bus: not sent, ${payload.length} bytes for ${message.userIds.length} members`);
        return;
      }
      const type = message.event.type;
      if (unsent.length + inFlight >= MAX_UNSENT_MESSAGES || unsentBytes + payload.length > MAX_UNSENT_BYTES) {
        realtimeCounters.busEventsDropped += 1;
        warnDropped(`bus: dropped a ${type} event: ${unsent.length + inFlight} are waiting for Redis`);
        return;
      }
      unsent.push({ payload, type });
      unsentBytes += payload.length;
      publisherConnection();
      send();
    },
    subscribe(handler) {
      handlers.add(handler);
      listen();
      return () => handlers.delete(handler);
    },
    ready() {
      listen();
      return subscribed;
    },
    async close() {
      closed = true;
      handlers.clear();
      unsent.length = 0;
      unsentBytes = 0;
      await Promise.all([shut(publisher), shut(subscriber)]);
      publisher = subscriber = undefined;
    },
  };
}

// One bus per process, shared by every copy of the build (dev re-imports it on each rebuild).
declare global {
  var __rootsBus: Bus | undefined;
}

function bus(): Bus {
  if (globalThis.__rootsBus) return globalThis.__rootsBus;
  const url = getEnv().REDIS_URL;
  return (globalThis.__rootsBus = url ? createRedisBus({ url }) : createMemoryBus());
}

/** The recipient that means every open socket (a `feed` event: a new post anyone may see). */
export const EVERYONE = "*";

/**
 * Sends an event to every open socket on every node (small: one frame per socket), but those of the members in
 * `except` (who may not see what it announces). Never rejects.
 */
export function broadcast(event: LiveEvent, except: readonly string[] = []): Promise<void> {
  return bus().publish([EVERYONE], event, except);
}

/** Sends a notification to the open sockets of these members on every node. Never rejects. */
export function publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
  return bus().publish(userIds, event);
}

export function subscribe(handler: BusHandler): () => void {
  return bus().subscribe(handler);
}

/** Closes every open socket of a member on every node (all sessions revoked, suspension, password change). */
export function disconnectUser(userId: string): Promise<void> {
  return bus().publish([], { type: "session.ended", userIds: [userId] });
}

/** Closes the open sockets of one session (logout) on every node, given the session's token hash. */
export function closeSessionSockets(sessionHash: string): Promise<void> {
  return bus().publish([], { type: "session.ended", sessionHashes: [sessionHash] });
}

/** Resolves true once this node hears other nodes' events, or false after `ms` (Redis down: boot goes on). */
export function busReady(ms: number): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, ms, false).unref());
  return Promise.race([
    bus()
      .ready()
      .then(() => true),
    timeout,
  ]);
}

export async function closeBus(): Promise<void> {
  const current = globalThis.__rootsBus;
  globalThis.__rootsBus = undefined;
  await current?.close();
}
