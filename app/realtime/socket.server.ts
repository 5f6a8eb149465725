// Browser sockets on /ws. Authenticated at upgrade (server.ts) from the session cookie, a Bearer header
// or a `?token=`; each open socket is registered under its user for the bus to deliver events to.
import type { IncomingHttpHeaders } from "node:http";
import type { WebSocket } from "ws";
import { getUserBySessionToken } from "~/models/auth.server";
import type { PublicUser } from "~/models/users.server";
import { tokenFromAuthorization, tokenFromCookieHeader } from "~/utils/session.server";

const socketsByUser = new Map<string, Set<WebSocket>>();

function tokenFrom(headers: IncomingHttpHeaders, url: URL): string | null {
  return tokenFromAuthorization(headers.authorization) ?? url.searchParams.get("token") ?? tokenFromCookieHeader(headers.cookie);
}

export async function authenticateSocket(headers: IncomingHttpHeaders, url: URL): Promise<PublicUser | null> {
  const token = tokenFrom(headers, url);
  return token ? getUserBySessionToken(token) : null;
}

export function acceptSocket(ws: WebSocket, user: PublicUser): void {
  let set = socketsByUser.get(user.id);
  if (!set) socketsByUser.set(user.id, (set = new Set()));
  set.add(ws);
  let alive = true;
  ws.on("pong", () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) return ws.terminate();
    alive = false;
    ws.ping();
  }, 30_000);
  heartbeat.unref();
  ws.on("message", (data) => {
    // Clients only listen; anything they send is logged and dropped.
    console.warn(`socket message from ${user.id} ignored (${String(data).slice(0, 80)})`);
  });
  ws.on("close", () => {
    clearInterval(heartbeat);
    set.delete(ws);
    if (set.size === 0) socketsByUser.delete(user.id);
  });
  ws.send(JSON.stringify({ type: "hello", userId: user.id }));
}

/** Sends an event to every open socket of the given users. */
export function deliver(userIds: string[], event: { type: string } & Record<string, unknown>): number {
  const payload = JSON.stringify(event);
  let sent = 0;
  for (const id of userIds) {
    for (const ws of socketsByUser.get(id) ?? []) {
      if (ws.readyState === ws.OPEN) {
        ws.send(payload);
        sent += 1;
      }
    }
  }
  return sent;
}
