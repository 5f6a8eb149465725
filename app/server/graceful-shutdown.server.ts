// Process lifecycle for server.ts: SIGTERM/SIGINT drain the HTTP server and exit 0; an uncaught exception or
// unhandled rejection is logged and drains the same way, then exits 1 so a supervisor restarts the process.
//
// Draining keep-alive connections without resetting anyone's request:
// - the listener closes at once (new connections are refused);
// - every response written from then on says `Connection: close`, so a busy keep-alive connection closes
//   cleanly right after its current response (the client sees the header and does not reuse it);
// - a connection with no request in progress is closed only once it has stayed idle across two sweeps
//   (SWEEP_MS apart) with no new request. Closing it the moment it looks idle (what `server.close()` and
//   `closeIdleConnections()` do) resets a client whose next request is already on the wire but not yet read.
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { logger } from "./logger.server";

const SWEEP_MS = 100;

// `idleAt`: the request count seen by the last sweep that found the connection idle (null: busy or not yet swept).
type Connection = { active: number; requests: number; upgraded: boolean; idleAt: number | null };

export type GracefulShutdownOptions = {
  server: Server;
  /** Starts closing long-lived connections the HTTP server does not own (sockets: close with 1001). */
  closeSockets?: () => void;
  /** Releases what the process holds once no request is left (the database). */
  disconnect: () => Promise<void>;
  /** Hard limit: after this, remaining connections are cut and the process exits 1. */
  timeoutMs?: number;
  exit?: (code: number) => void;
};

export function installGracefulShutdown({
  server,
  closeSockets = () => {},
  disconnect,
  timeoutMs = 10_000,
  exit = (code) => process.exit(code),
}: GracefulShutdownOptions) {
  const connections = new Map<Socket, Connection>();
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  let exitCode = 0;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { active: 0, requests: 0, upgraded: false, idleAt: null });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("upgrade", (req) => {
    const connection = connections.get(req.socket);
    if (connection) connection.upgraded = true;
  });
  server.prependListener("request", (req, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) {
      connection.active++;
      connection.requests++;
    }
    inFlight.add(res);
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      if (connection) connection.active--;
    });
  });

  function sweepIdleConnections() {
    for (const [socket, connection] of connections) {
      if (connection.upgraded || connection.active > 0) connection.idleAt = null;
      else if (connection.idleAt === connection.requests) socket.destroy();
      else connection.idleAt = connection.requests;
    }
  }

  function shutdown(reason: string, code: number) {
    exitCode = Math.max(exitCode, code);
    if (closing) return;
    closing = true;
    logger().info(`${reason}: finishing in-flight requests`);
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    // net.Server's close, not http.Server's: the latter also destroys every connection that looks idle at
    // this instant, including ones whose next request is already on its way (see the top of this file).
    NetServer.prototype.close.call(server, async () => {
      clearInterval(sweeper);
      try {
        await disconnect();
      } catch (error) {
        logger().error({ err: error }, "closing the database failed");
      }
      logger().info("shutdown complete");
      exit(exitCode);
    });
    closeSockets();
    const sweeper = setInterval(sweepIdleConnections, SWEEP_MS);
    sweepIdleConnections();
    setTimeout(() => {
      logger().error(`shutdown timed out after ${timeoutMs} ms; exiting`);
      server.closeAllConnections();
      exit(1);
    }, timeoutMs).unref();
  }

  process.on("SIGTERM", () => shutdown("SIGTERM received", 0));
  process.on("SIGINT", () => shutdown("SIGINT received", 0));
  process.on("uncaughtException", (error) => {
    logger().fatal({ err: error }, "uncaught exception; shutting down");
    shutdown("uncaught exception", 1);
  });
  process.on("unhandledRejection", (reason) => {
    logger().fatal({ err: reason }, "unhandled promise rejection; shutting down");
    shutdown("unhandled rejection", 1);
  });

  return { shutdown };
}
