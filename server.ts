// Express host for Remix: security headers, body limits, static assets, the /ws socket server, graceful shutdown.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { watch } from "node:fs";
import http from "node:http";
import { constants as zlibConstants } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import { WebSocketServer, type WebSocket } from "ws";
import { getEnv, ConfigError } from "./app/server/env.server";
import type * as Entry from "./app/entry.server";
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from "./app/lib/limits";
import { installGracefulShutdown } from "./app/server/graceful-shutdown.server";
import { lastLine, logger } from "./app/server/logger.server";
import { isPublicFile, listPublicFiles } from "./app/server/public-files.server";
import { guardRequestBody } from "./app/server/request-body.server";
import { builtAssets } from "./app/server/built-assets.server";

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    // Plain text: the configuration the logger reads (LOG_LEVEL) may be what is wrong; one line a person reads.
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const isDev = env.NODE_ENV === "development" && Boolean(process.env.REMIX_DEV_ORIGIN);
const BUILD_PATH = path.resolve("build/index.js");

async function importBuild(): Promise<ServerBuild> {
  // A query string makes Node load the rebuilt file in dev.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`);
}

let build = await importBuild();
// The app's modules as the build holds them (docs/decisions/010-realtime-through-the-build.md).
const entry = () => build.entry.module as unknown as typeof Entry;
const realtime = () => entry().realtime;

// Fail fast with one clear line when the database is unreachable or misconfigured.
try {
  await entry().checkDatabase();
} catch (error) {
  logger().fatal(`Database check failed for DATABASE_URL: ${(error as Error).message}`);
  process.exit(1);
}
// Live events from this node's models, and from every other node through Redis when REDIS_URL is set.
await realtime().start();
// Background jobs (mail, the hourly cleanup): the embedded queue, or BullMQ with REDIS_URL; entry().disconnect()
// waits for running ones on shutdown.
await entry().startBackgroundJobs();

const app = express();
app.disable("x-powered-by");
// Built scripts and styles first, from memory, precompressed: not documents, so no request log, metrics,
// page policies or compression on each (decision 089). Development serves the files as they change.
app.use(
  "/build",
  isDev ? express.static("public/build", { immutable: true, maxAge: "1y" }) : builtAssets("public/build"),
);
// One hop: the client is the address our proxy saw (the last X-Forwarded-For entry). `true` would take the
// first, which the client writes itself, and a new "address" per request would void the login limits.
app.set("trust proxy", env.TRUST_PROXY === "1" ? 1 : false);

// Every request: an id (the proxy's X-Request-Id only when we trust the proxy), returned in X-Request-Id; one
// JSON log line when it ends (method, path without the query, route pattern, status, duration, member); its
// duration in http_request_duration_seconds by route pattern and status (decisions 059, 060).
const REQUEST_ID = /^[\w.:@-]{1,128}$/;
const metricsOf = () => entry().metrics();
app.use(
  pinoHttp({
    logger: logger(),
    autoLogging: process.env.LOG_REQUESTS !== "0",
    genReqId(req, res) {
      const given = req.headers["x-request-id"];
      const id = env.TRUST_PROXY === "1" && typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customProps: (_req, res) => {
      const locals = (res as Response).locals ?? {};
      return {
        ...(locals.route ? { route: locals.route } : {}),
        ...(locals.memberId ? { memberId: locals.memberId } : {}),
      };
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (req, res) => `${req.method} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${res.statusCode}`,
    serializers: {
      // No headers (cookies, tokens) and no query string (reset links, search terms) in a request line.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }),
);
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = String(res.locals.route ?? "(none)");
    metricsOf().httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
  });
  next();
});

// A body nobody read is drained after the answer (so the keep-alive connection stays usable), and a body that
// trickles in is cut off with 408 (app/server/request-body.server.ts, decision 074).
app.use((req, res, next) => {
  guardRequestBody(req, res, {
    timeoutMs: env.BODY_TIMEOUT_MS,
    maxDrainBytes: MAX_UPLOAD_BODY_BYTES,
    onTimeout: () => refuse(req, res, 408, "request_timeout", "The request body arrived too slowly"),
  });
  next();
});

// Prometheus metrics: on METRICS_PORT (a server of its own, below), or here for the METRICS_TOKEN bearer only.
const metricsTokenHash = env.METRICS_TOKEN ? createHash("sha256").update(env.METRICS_TOKEN).digest() : null;
function sendMetrics(res: Response) {
  entry()
    .metricsText()
    .then(({ body, contentType }) => res.setHeader("Cache-Control", "no-store").type(contentType).send(body))
    .catch((error: unknown) => {
      logger().error({ err: error }, "metrics failed");
      res.status(500).end();
    });
}
app.get("/metrics", (req, res, next) => {
  if (!metricsTokenHash) return next();
  res.locals.route = "/metrics";
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
  if (!timingSafeEqual(createHash("sha256").update(given).digest(), metricsTokenHash)) {
    res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
    return res.status(401).type("text/plain").send("Unauthorized");
  }
  sendMetrics(res);
});

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  // 'self' covers ws:/wss: on our own host (CSP 3); development adds the live-reload server.
  const connect = isDev ? "'self' ws://localhost:* http://localhost:*" : "'self'";
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${isDev ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      // Our own images only (uploads are served from /images/; a photo link in an older post is shown as a link,
      // docs/decisions/032); blob: for the composer's previews of chosen photos.
      "img-src 'self' data: blob:",
      `connect-src ${connect}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "same-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// Brotli (what browsers ask for) at compression's quality 4, with a 256 KB window instead of 4 MB: the
// encoder's buffers for the default window, made for every response, cost the home page ~3.6 ms of CPU
// a request under load (5.1 -> 9.7 ms); with this window, 6.1 ms. Our pages are far smaller than the
// window, so they compress to the same bytes.
app.use(
  compression({
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  }),
);

// The API's budget per client: every /api answer carries RateLimit-Policy and RateLimit (draft-ietf-httpapi-
// ratelimit-headers); over it, 429 with Retry-After before anything else runs (decision 061).
app.use("/api", (req, res, next) => {
  entry()
    .apiBudgetFor({
      authorization: req.headers.authorization,
      cookie: req.headers.cookie,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    })
    .then((budget) => {
      res.setHeader("RateLimit-Policy", budget.policy);
      res.setHeader("RateLimit", budget.state);
      if (!budget.refused) return next();
      res.setHeader("Retry-After", String(budget.retryAfterSeconds));
      res.locals.route = "/api (rate limited)";
      res.status(429).json({
        error: {
          code: "rate_limited",
          message: `Too many requests. Please try again in ${budget.retryAfterSeconds} seconds.`,
        },
      });
    })
    .catch((error: unknown) => {
      // The budget is a guard, not a gate: if it cannot be read, the request goes on without its headers.
      logger().warn({ err: error }, "API rate limit unavailable");
      next();
    });
});

// The methods the app speaks; any other is a 405 here. Remix's adapter cannot even build a request for TRACE
// (undici refuses it: Express's own 500 page), and the others reached routes that never meant to take them.
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
app.use((req, res, next) => {
  if (METHODS.includes(req.method)) return next();
  res.setHeader("Allow", METHODS.join(", "));
  refuse(req, res, 405, "method_not_allowed", "Method not allowed");
});

// A path that does not percent-decode, or decodes to control characters, cannot name anything of ours:
// 400 (JSON under /api) before any handler.
app.use((req, res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return refuse(req, res, 400, "bad_request", "The address is not valid (malformed percent-encoding)");
  }
  // No path of ours holds a control character (and route patterns would not match one).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded))
    return refuse(req, res, 400, "bad_request", "The address is not valid (control characters)");
  next();
});

// Only the public folder's own files go to the file system (listed at start; in development, always).
const publicFiles = listPublicFiles("public", ["build"]);
const servePublic = express.static("public", { maxAge: "1h" });
app.use((req, res, next) => (isDev || isPublicFile(publicFiles, req.path) ? servePublic(req, res, next) : next()));

// The service worker (decision 083): no-cache, so the browser asks on every visit and a new deploy (a new
// script) is found at once; a 404 when the worker was not built (`remix dev` alone).
app.get("/sw.js", (_req, res) => {
  res.locals.route = "/sw.js";
  const script = entry().serviceWorkerScript(build.assets);
  if (!script) return res.status(404).type("text/plain").send("Not found");
  res.setHeader("Cache-Control", "no-cache");
  res.type("text/javascript").send(script);
});

function refuse(req: Request, res: Response, status: number, code: string, message: string) {
  if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") {
    res.status(status).json({ error: { code, message } });
  } else {
    res.status(status).type("text/plain").send(message);
  }
}

// Remix's data requests from before single fetch (`?_data=<route id>`): its client no longer sends them, and the
// server still takes them down an older path (a loader answering null was a 500) and logs a warning for each.
app.use((req, res, next) => {
  const query = req.originalUrl.indexOf("?");
  if (query === -1 || !new URLSearchParams(req.originalUrl.slice(query + 1)).has("_data")) return next();
  refuse(req, res, 400, "bad_request", "Legacy ?_data= requests are not supported");
});

// Bodies: at most 1 MB, declared up front (Remix reads the stream itself); a multipart form with photos up to
// four files of 10 MB, each checked as it streams (app/web/upload-body.server.ts).
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = req.headers["content-length"];
  if (length === undefined && req.headers["transfer-encoding"]) {
    return refuse(req, res, 411, "length_required", "Content-Length is required");
  }
  const multipart = req.headers["content-type"]?.toLowerCase().startsWith("multipart/form-data") ?? false;
  if (Number(length ?? 0) > (multipart ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES)) {
    return refuse(
      req,
      res,
      413,
      "payload_too_large",
      multipart ? "Request body is larger than 41 MB (4 photos of 10 MB)" : "Request body is larger than 1 MB",
    );
  }
  next();
});

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The host an Origin must name: Remix's own check compares with X-Forwarded-Host before Host, and so do we. */
function requestHost(req: Request): string | undefined {
  return req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.headers.host;
}

// Cross-site posts. A page takes none, signed in or not (a cross-site sign-in is a forgery too, and Remix's own
// origin check would throw it as an empty 500); the API refuses one that rides on the session cookie (a Bearer
// token is not something a foreign page can make a browser send).
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  if (req.path.startsWith("/api/") && !req.headers.cookie?.includes("roots_session=")) return next();
  // A mail client's one-click unsubscribe (RFC 8058) posts from wherever it runs (webmail sends its own origin,
  // others "null"); the signed token is the authority there, not a session, so a forged post could only do what
  // the link already does. Its Origin is dropped: Remix's own check would throw on it as an empty 500.
  if (req.path === "/unsubscribe") {
    delete req.headers.origin;
    return next();
  }
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const crossSite = site === "cross-site" || site === "same-site";
  // "null", or anything that is not a URL, is no origin of ours.
  const foreignOrigin = origin !== undefined && originHost(origin) !== requestHost(req);
  if (crossSite || foreignOrigin) {
    return refuse(req, res, 403, "cross_site", "Cross-site requests are not allowed");
  }
  next();
});

// What the app answers may depend on who asks (and every page carries a one-time CSP nonce): no shared cache may
// store it. Private and never stored, unless the route says otherwise (avatars and flags are the same for all).
app.use((req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    // Whose page this is, for the service worker's offline copies (app/server/offline-owner.server.ts).
    const own = this.getHeader("Cache-Control");
    const offline = entry().offlineHeaders({
      method: req.method,
      path: req.path,
      viewerKnown: this.locals.viewerKnown === true,
      memberId: this.locals.memberId as string | undefined,
      ownCacheControl: own === undefined ? undefined : String(own),
    });
    for (const [name, value] of Object.entries(offline)) this.setHeader(name, value);
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", "private, no-store");
    if (/\bprivate\b/.test(String(this.getHeader("Cache-Control")))) this.vary("Cookie").vary("Authorization");
    return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
  next();
});

// Behind TLS in production every cookie the app sets is Secure, by the session cookie's own rule
// (isSecureRequest): the flash toast's and the others are made where no request is at hand to ask.
app.use((req, res, next) => {
  if (getEnv().NODE_ENV !== "production") return next();
  if ((req.get("X-Forwarded-Proto")?.split(",")[0]?.trim() ?? req.protocol) !== "https") return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const cookies = this.getHeader("Set-Cookie");
    if (cookies !== undefined) {
      const list = Array.isArray(cookies) ? cookies : [String(cookies)];
      this.setHeader(
        "Set-Cookie",
        list.map((cookie) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`)),
      );
    }
    return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
  next();
});

// The route pattern this request matches, for its log line and metrics.
app.use((req, res, next) => {
  res.locals.route = entry().routePattern(build.routes, req.path);
  next();
});

const remixHandler = isDev
  ? (req: Request, res: Response, next: NextFunction) =>
      createRequestHandler({ build, mode: "development", getLoadContext: loadContext })(req, res, next)
  : createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext: loadContext });
// API errors are worded in the caller's Accept-Language (decision 068).
app.all("*", (req, res, next) =>
  entry().withAcceptLanguage(req.headers["accept-language"], () => remixHandler(req, res, next)),
);

// One context per request, shared by its action and loaders: the nonce, the client's IP and the signed-in
// member, looked up once on first use (docs/decisions/025-request-context.md).
function loadContext(req: Request, res: Response) {
  return entry().createRequestContext({
    nonce: String(res.locals.nonce),
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    cookie: req.headers.cookie,
    authorization: req.headers.authorization,
    requestId: String(req.id),
    onViewer: (userId) => {
      res.locals.viewerKnown = true;
      if (userId) res.locals.memberId = userId;
    },
    method: req.method,
    // The member's write slot is theirs until this answer is done or the client left.
    onWriteAdmitted: (release) => (res.closed ? release() : res.once("close", release)),
  });
}

const server = http.createServer(app);
// An idle keep-alive connection stays open longer than clients and proxies keep one for reuse (nginx's upstream
// keepalive holds them 60 s). With Node's 5 s default the server closed connections just as a client sent its
// next request on one: ECONNRESET for the client, a 502 from the proxy. The shutdown drain closes idle ones itself.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// Sockets on /ws: the app admits its own origin (or none) with the session cookie or a Bearer token;
// else 403 or 401, but a page whose session ended is told so with 4001 (authorizeUpgrade says why). Frames
// above the app's small maxPayload close that socket with 1009.
const wss = new WebSocketServer({ noServer: true, maxPayload: realtime().maxPayload });
metricsOf().sources.openSockets = () => wss.clients.size;
server.on("upgrade", async (req, socket, head) => {
  // The client may reset at any moment; an unheard socket error would end the process.
  socket.on("error", () => socket.destroy());
  const refuse = (status: number) =>
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  if (req.url?.split("?")[0] !== "/ws") {
    socket.destroy();
    return;
  }
  try {
    const verdict = await realtime().authorizeUpgrade(req.headers);
    if (!verdict.ok && verdict.sessionEnded) {
      wss.handleUpgrade(req, socket, head, (ws) => realtime().endSession(ws));
      return;
    }
    if (!verdict.ok) {
      refuse(verdict.status);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => realtime().acceptSocket(ws, verdict.identity, req.url));
  } catch (error) {
    logger().error({ err: error }, "socket upgrade failed");
    refuse(500);
  }
});

server.listen(env.PORT, () => {
  logger().info(`${env.APP_NAME} listening on http://localhost:${env.PORT}`);
  if (isDev) broadcastDevReady(build);
});

// METRICS_PORT: /metrics alone, on a port of its own that the operator keeps off the internet.
const metricsServer = env.METRICS_PORT
  ? http
      .createServer((req, res) => {
        if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
          res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
          return;
        }
        entry()
          .metricsText()
          .then(({ body, contentType }) => res.writeHead(200, { "Content-Type": contentType }).end(body))
          .catch((error: unknown) => {
            logger().error({ err: error }, "metrics failed");
            res.writeHead(500).end();
          });
      })
      .listen(env.METRICS_PORT, () => logger().info(`metrics on http://localhost:${env.METRICS_PORT}/metrics`))
  : null;
metricsServer?.on("error", (error) => logger().error({ err: error }, `metrics server: ${lastLine(error)}`));

if (isDev) {
  watch(path.resolve("build/version.txt"), async () => {
    build = await importBuild();
    broadcastDevReady(build);
  });
}

// SIGTERM/SIGINT drain requests and keep-alive connections, close sockets with 1001 and the database, exit 0;
// an uncaught exception or unhandled rejection drains the same way and exits 1 (see graceful-shutdown.server.ts).
installGracefulShutdown({
  server,
  closeSockets() {
    for (const client of wss.clients) (client as WebSocket).close(1001, "Server shutting down");
    // A client that never answers the close handshake must not hold the process up.
    setTimeout(() => {
      for (const client of wss.clients) client.terminate();
    }, 2_000).unref();
  },
  disconnect: () =>
    Promise.all([
      realtime().close(),
      entry().disconnect(),
      new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve())),
    ]).then(() => undefined),
});
