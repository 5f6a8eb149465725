// Open sockets of this process, by member and by session. socket.server.ts adds them and closes them when the
// bus says a session ended (models publish that through bus.server.ts, which reaches every node).
import type { WebSocket } from "ws";

export const MAX_SOCKETS_PER_MEMBER = 10;
/** Close codes a client can act on: sign in again, or stop opening tabs. */
export const CLOSE_SESSION_ENDED = 4001;
export const CLOSE_TOO_MANY_SOCKETS = 1008;
/** A client sending more frames than it may (frame-budget.server.ts): policy violation. */
export const CLOSE_TOO_MANY_FRAMES = 1008;

export type OpenSocket = { ws: WebSocket; userId: string; sessionHash: string; alive: boolean };

// Sets keep insertion order: the first socket of a member is their oldest.
const byUser = new Map<string, Set<OpenSocket>>();
const bySession = new Map<string, Set<OpenSocket>>();

function add(map: Map<string, Set<OpenSocket>>, key: string, entry: OpenSocket): Set<OpenSocket> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(entry);
  return set;
}

function remove(map: Map<string, Set<OpenSocket>>, key: string, entry: OpenSocket) {
  const set = map.get(key);
  if (set?.delete(entry) && set.size === 0) map.delete(key);
}

/** Adds a socket; a member's 11th closes their oldest. */
export function register(entry: OpenSocket): void {
  add(bySession, entry.sessionHash, entry);
  const mine = add(byUser, entry.userId, entry);
  for (const oldest of mine) {
    if (mine.size <= MAX_SOCKETS_PER_MEMBER) break;
    end(oldest, CLOSE_TOO_MANY_SOCKETS, `Too many open sockets (at most ${MAX_SOCKETS_PER_MEMBER} per member)`);
  }
}

export function unregister(entry: OpenSocket): void {
  remove(byUser, entry.userId, entry);
  remove(bySession, entry.sessionHash, entry);
}

function end(entry: OpenSocket, code: number, reason: string) {
  unregister(entry);
  entry.ws.close(code, reason);
}

function endAll(entries: Iterable<OpenSocket> | undefined, reason: string): number {
  const list = [...(entries ?? [])];
  for (const entry of list) end(entry, CLOSE_SESSION_ENDED, reason);
  return list.length;
}

/** Closes every open socket of a member in this process; returns how many. Other code goes through the bus. */
export function closeUserSocketsHere(userId: string): number {
  return endAll(byUser.get(userId), "Session ended");
}

/** Closes the open sockets of one session in this process, given its token hash; returns how many. */
export function closeSessionSocketsHere(sessionHash: string): number {
  return endAll(bySession.get(sessionHash), "Session ended");
}

export function openSockets(): OpenSocket[] {
  return [...bySession.values()].flatMap((set) => [...set]);
}

export function openSessionHashes(): string[] {
  return [...bySession.keys()];
}

/** The open sockets of these members; "*" (EVERYONE) is every open socket. */
export function socketsOf(userIds: string[]): OpenSocket[] {
  if (userIds.includes("*")) return openSockets();
  return userIds.flatMap((id) => [...(byUser.get(id) ?? [])]);
}
