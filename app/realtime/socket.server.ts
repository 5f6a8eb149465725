// Browser sockets on /ws. server.ts asks authorizeUpgrade (own origin or none, then the session cookie or a
// Bearer token) and hands the socket to acceptSocket, which registers it under its member and session.
// Clients only listen: a frame they send is counted and dropped (logs sampled), a bad frame closes that socket
// only, and a socket over its frame budget (frame-budget.server.ts) is closed with 1008 and read no further.
// The socket server subscribes to the bus once and forwards each event to the open sockets of the members
// it names on this node; a "session.ended" control event closes their sockets (logout, suspension) here.
import type { IncomingHttpHeaders } from "node:http";
import type { WebSocket } from "ws";
import { getSessionByToken, liveSessionHashes } from "~/models/accounts.server";
import type { PublicUser } from "~/models/accounts.server";
import { noteSeenLive } from "~/models/notification-mail.server";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { tokenFromAuthorization, tokenFromCookieHeader } from "~/web/session-cookie.server";
import { busReady, subscribe, type BusMessage, type LiveEvent } from "./bus.server";
import { realtimeCounters } from "./counters.server";
import { FRAMES_PER_SECOND, frameBudget } from "./frame-budget.server";
import {
  CLOSE_TOO_MANY_FRAMES,
  closeSessionSocketsHere,
  closeUserSocketsHere,
  openSessionHashes,
  openSockets,
  register,
  socketsOf,
  unregister,
} from "./registry.server";
import { sampledWarn } from "./sampled-log.server";
import { missedSince, noteEvent } from "./recent-events.server";
import { RELOADING_EVENT_TYPES } from "~/lib/live-events";

/** Largest frame a client may send (ws closes the socket with 1009 above it). */
export const SOCKET_MAX_PAYLOAD = 16 * 1024;
/** How long a socket closed for flooding may take to finish the close handshake before it is cut. */
const FLOOD_CLOSE_GRACE_MS = 250;

// Each of these can happen once per frame, or once per socket a client reopens as fast as it can.
const warnIgnored = sampledWarn();
const warnFlooding = sampledWarn();
const warnBadFrame = sampledWarn();

export type SocketIdentity = { user: PublicUser; sessionHash: string };
/**
 * `sessionEnded`: a page of this site whose session cookie no longer signs in (signed out, revoked, expired while
 * the socket was away). It is answered in the protocol the page understands: opened and closed at once with
 * 4001, after which it stops and reloads its data. Refused with a 401, a browser logs an error and the page
 * would retry forever, as it does for a lost network. Other clients (no Origin) get the 401.
 */
export type UpgradeVerdict =
  { ok: true; identity: SocketIdentity } | { ok: false; status: 401 | 403; sessionEnded?: boolean };

/** A browser's Origin must name this host (as the cross-site check in server.ts does); API clients send none. */
function foreignOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" (sandboxed pages, file:) and garbage
  }
}

export async function authorizeUpgrade(headers: IncomingHttpHeaders): Promise<UpgradeVerdict> {
  if (foreignOrigin(headers.origin, headers.host)) return { ok: false, status: 403 };
  // No `?token=`: tokens in URLs end up in logs.
  const bearer = tokenFromAuthorization(headers.authorization);
  const token = bearer ?? tokenFromCookieHeader(headers.cookie);
  const session = token ? await getSessionByToken(token) : null;
  if (!session) return { ok: false, status: 401, sessionEnded: !bearer && !!token && headers.origin !== undefined };
  return { ok: true, identity: { user: session.user, sessionHash: session.tokenHash } };
}

let unsubscribe: (() => void) | undefined;

/** When the page opening a socket read its data (`/ws?since=<ms>`, the root loader's `loadedAt`), if it says. */
function pageReadAt(requestUrl: string | undefined): number | null {
  // Absent is null, which Number reads as 0: refused below with garbage and negatives.
  const since = Number(new URL(requestUrl ?? "/", "http://socket").searchParams.get("since"));
  return Number.isSafeInteger(since) && since > 0 ? since : null;
}

function onBusMessage({ userIds, event, except }: BusMessage) {
  if (event.type === "session.ended") {
    for (const userId of event.userIds ?? []) closeUserSocketsHere(userId);
    for (const hash of event.sessionHashes ?? []) closeSessionSocketsHere(hash);
    return;
  }
  if (RELOADING_EVENT_TYPES.has(event.type)) noteEvent(userIds, except);
  const sent = deliver(userIds, event, except);
  // A message that arrived on an open page of its receiver was seen live: no mail about it (decision 064).
  const from = event.conversationWith;
  if (sent > 0 && event.type === "message" && typeof from === "string") {
    for (const userId of userIds) {
      if (except?.includes(userId) || socketsOf([userId]).length === 0) continue;
      noteSeenLive(userId, from).catch((error) =>
        logger().warn({ err: error instanceof Error ? error.message : String(error) }, "message seen live not noted"),
      );
    }
  }
}

/** Subscribes this node's sockets to the bus (once); resolves when other nodes' events can arrive, or after 2 s. */
export async function startRealtime(): Promise<void> {
  unsubscribe ??= subscribe(onBusMessage);
  if (!(await busReady(2_000)))
    logger().warn("bus: not subscribed yet (Redis unreachable?); sockets still work on this node");
}

/** Stops listening to the bus (shutdown); the bus connections themselves close with closeBus(). */
export function stopRealtime(): void {
  unsubscribe?.();
  unsubscribe = undefined;
}

/** Registers an upgraded socket; its hello says `missed` when its page read its data before an event of the member's. */
export function acceptSocket(ws: WebSocket, { user, sessionHash }: SocketIdentity, requestUrl?: string): void {
  unsubscribe ??= subscribe(onBusMessage);
  const entry = { ws, userId: user.id, sessionHash, alive: true };
  // ws has already closed the socket (1009 too big, 1002 protocol error, 1007 bad UTF-8); without this
  // listener the `error` event would end the process.
  ws.on("error", (error: Error & { code?: string }) => {
    realtimeCounters.badFrames += 1;
    const code = error.code ?? "unknown";
    warnBadFrame(`socket of ${user.id} closed after a bad frame: ${error.message} (${code})`, code);
  });
  // Every frame a client sends counts against its budget, control frames too: ws answers each ping with a pong.
  const take = frameBudget();
  let flooding = false;
  const withinBudget = () => {
    if (flooding) return false;
    if (take()) return true;
    flooding = true;
    realtimeCounters.socketsClosedForFlooding += 1;
    warnFlooding(`socket of ${user.id} closed: over ${FRAMES_PER_SECOND} frames a second`);
    unregister(entry);
    ws.close(CLOSE_TOO_MANY_FRAMES, `Too many frames (at most ${FRAMES_PER_SECOND} a second)`);
    // Read nothing more from it (a flood goes on parsing otherwise); cut it if the handshake does not end first.
    ws.pause();
    setTimeout(() => ws.terminate(), FLOOD_CLOSE_GRACE_MS).unref();
    return false;
  };
  ws.on("ping", withinBudget);
  ws.on("pong", () => {
    if (withinBudget()) entry.alive = true;
  });
  ws.on("message", (data) => {
    if (!withinBudget()) return;
    realtimeCounters.framesIgnored += 1;
    warnIgnored(`socket message from ${user.id} ignored (${JSON.stringify(String(data).slice(0, 80))})`);
  });
  ws.on("close", () => unregister(entry));
  register(entry);
  startHeartbeat();
  const since = pageReadAt(requestUrl);
  ws.send(JSON.stringify({ type: "hello", userId: user.id, missed: since !== null && missedSince(user.id, since) }));
}

/**
 * Sends an event to every open socket of the given users on this node, but to none of the members in `except`
 * (the bus calls it; models publish, and decide who may not see it).
 */
export function deliver(userIds: string[], event: LiveEvent, except: readonly string[] = []): number {
  const payload = JSON.stringify(event);
  const excluded = new Set(except);
  let sent = 0;
  for (const { ws, userId } of socketsOf(userIds)) {
    if (excluded.has(userId)) continue;
    if (ws.readyState === ws.OPEN) {
      ws.send(payload);
      sent += 1;
    }
  }
  return sent;
}

// One timer for all sockets: drop the ones that stopped answering pings, and close those whose session
// has ended elsewhere (expired, deleted by another process, member suspended) with one query.
let heartbeat: NodeJS.Timeout | undefined;
let checking = false;

function startHeartbeat() {
  if (heartbeat) return;
  heartbeat = setInterval(beat, getEnv().SOCKET_HEARTBEAT_MS);
  heartbeat.unref();
}

async function beat() {
  const sockets = openSockets();
  if (sockets.length === 0) {
    clearInterval(heartbeat);
    heartbeat = undefined;
    return;
  }
  for (const entry of sockets) {
    if (!entry.alive) {
      entry.ws.terminate();
      continue;
    }
    entry.alive = false;
    entry.ws.ping();
  }
  if (checking) return;
  checking = true;
  try {
    const hashes = openSessionHashes();
    const live = await liveSessionHashes(hashes);
    for (const hash of hashes) if (!live.has(hash)) closeSessionSocketsHere(hash);
  } catch (error) {
    logger().warn(`socket session check failed: ${(error as Error).message.split("\n").at(-1)}`);
  } finally {
    checking = false;
  }
}
