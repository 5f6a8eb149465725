// What server.ts uses of the realtime layer, reached through the build (see
// docs/decisions/010-realtime-through-the-build.md): one module graph, so one registry, one bus subscription
// and one database client for pages, the API and sockets alike.
import type { WebSocket } from "ws";
import { closeBus } from "./bus.server";
import { CLOSE_SESSION_ENDED } from "./registry.server";
import { SOCKET_MAX_PAYLOAD, acceptSocket, authorizeUpgrade, startRealtime, stopRealtime } from "./socket.server";

export const realtime = {
  /** Who may open /ws: verdict with the member and session, or 401/403. */
  authorizeUpgrade,
  /** Registers an upgraded socket under its member and session. */
  acceptSocket,
  /** Tells a page whose session ended so (close code 4001) on a socket it just opened. */
  endSession(ws: WebSocket): void {
    ws.close(CLOSE_SESSION_ENDED, "Session ended");
  },
  /** Largest client frame (ws closes the socket with 1009 above it). */
  maxPayload: SOCKET_MAX_PAYLOAD,
  /** Subscribes this node to the bus; call once at boot (resolves within 2 s even when Redis is down). */
  start: startRealtime,
  /** Shutdown: stops listening and closes the bus' connections. */
  async close(): Promise<void> {
    stopRealtime();
    await closeBus();
  },
};

export type Realtime = typeof realtime;
