// `npm run bench:ws`: the live-updates socket server measured, not tested. In one run:
// - memory per idle authenticated socket: N sockets (default 2,000) on one node, the server's RSS before
//   and after, against a bare `ws` server holding as many;
// - delivery latency from `POST /api/messages` to the event on the receiver's socket, at a steady rate, while the
//   N idle sockets stay open (after a few messages to warm the node), on one node (in-process bus) and on two
//   nodes (node A takes the POST, the receiver is on node B, events through Redis; the idle sockets half on
//   each), against a bare `ws` echo round trip at the same rate.
// Needs the production build (`npm run build`) and, for the two-node part, Redis (REDIS_URL or
// redis://127.0.0.1:6379; skipped with a note when unreachable).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import WebSocket from "ws";
import { migrate } from "../prisma/migrate";
import pg from "pg";
import { databaseKind, sqliteFilePath } from "../prisma/database-url";

const USAGE = `Usage: npm run bench:ws

Measures the live socket server (needs \`npm run build\`): memory per idle authenticated socket and the
delay from POST /api/messages to the receiver's socket event, on one node and on two nodes through
Redis, each against a bare ws server. Settings (environment): BENCH_WS_SOCKETS (2000), BENCH_WS_RATE
(20 per second), BENCH_WS_SAMPLES (150), BENCH_WS_DATABASE_URL (file:./data/bench-ws.db, recreated; or a
PostgreSQL URL, its database made or emptied: two nodes share a database, which is PostgreSQL in production),
REDIS_URL (redis://127.0.0.1:6379; the two-node part is skipped without Redis).`;
if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

const root = join(import.meta.dirname, "..");
const url = process.env.BENCH_WS_DATABASE_URL ?? "file:./data/bench-ws.db";
const SOCKETS = Number(process.env.BENCH_WS_SOCKETS ?? 2_000);
const RATE = Number(process.env.BENCH_WS_RATE ?? 20); // messages per second
const SAMPLES = Number(process.env.BENCH_WS_SAMPLES ?? 150);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
// Each member may hold 10 sockets: enough members for N idle sockets, plus one sender per sample
// (a sender writes once: the per-member message limit is not what is measured).
const PER_MEMBER = 8;
// Messages sent before each latency run: a node that has served none yet answers its first ones slowly (code not yet
// compiled, statements not yet prepared), which a running server has long done.
const WARM_UP = 10;
const SENDERS = SAMPLES + WARM_UP;
const MEMBERS = Math.ceil(SOCKETS / PER_MEMBER) + 2 * SENDERS + 1;

process.env.DATABASE_URL = url;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.NODE_ENV = "production";

const { db } = await import("../app/server/db.server");
const { createSession } = await import("../app/models/accounts.server");
const { hashPassword } = await import("../app/server/password-hash.server");

/** The bench's database made empty: SQLite's file removed; PostgreSQL's database made if missing, its tables dropped. */
async function emptyDatabase() {
  if (databaseKind(url) === "sqlite") {
    const file = sqliteFilePath(url);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    return;
  }
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  if ((await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount === 0)
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`);
  await client.end();
}

async function seed(): Promise<string[]> {
  await emptyDatabase();
  await migrate(url, { log: () => {} });
  const passwordHash = await hashPassword("bench-password");
  const ids = Array.from({ length: MEMBERS }, (_, i) => `ws${i}`);
  for (let start = 0; start < ids.length; start += 500) {
    await db.user.createMany({
      data: ids.slice(start, start + 500).map((id) => ({
        id,
        email: `${id}@bench.example`,
        passwordHash,
        firstName: "Socket",
        lastName: id,
        searchText: `socket ${id}`,
      })),
    });
  }
  const tokens: string[] = [];
  for (const id of ids) tokens.push((await createSession(id, "api")).token);
  return tokens;
}

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((row) => row.startsWith("VmRSS:"));
  return Number(line?.replace(/\D/g, "") ?? 0);
}

async function waitForLine(child: ChildProcess, text: string) {
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" within 30 s: ${output.slice(-500)}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${output.slice(-500)}`)));
  });
}

async function startNode(port: number, redis: boolean) {
  // No background jobs: they would share the CPU being measured.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    LOG_REQUESTS: "0",
    JOBS: "0",
    DATABASE_URL: url,
  };
  if (redis) env.REDIS_URL = REDIS_URL;
  else delete env.REDIS_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  await waitForLine(child, "listening on");
  return { child, port, ws: `ws://127.0.0.1:${port}/ws`, http: `http://127.0.0.1:${port}` };
}

/** A bare `ws` server in its own process (echoes every frame), the yardstick. */
async function startBare(port: number) {
  const source = `
    const { WebSocketServer } = require("ws");
    const wss = new WebSocketServer({ port: ${port}, maxPayload: 4096 });
    wss.on("connection", (ws) => { ws.on("error", () => {}); ws.send("hello"); ws.on("message", (data) => ws.send(data)); });
    wss.on("listening", () => console.log("listening on ${port}"));`;
  const child = spawn(process.execPath, ["-e", source], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  await waitForLine(child, "listening on");
  return { child, port, ws: `ws://127.0.0.1:${port}/` };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGTERM")),
  );
}

/** Opens a socket and resolves on its first frame (our server says hello; so does the bare one). */
function open(target: string, token?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    socket.once("message", () => resolve(socket));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

async function openMany(target: string, count: number, tokenOf?: (i: number) => string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, k) => open(target, tokenOf?.(start + k)));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Opens SOCKETS idle sockets and measures the server's memory for them; they stay open until `close()`. */
async function idleMemory(name: string, pid: number, target: string, tokenOf?: (i: number) => string) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssKb(pid);
  const sockets = await openMany(target, SOCKETS, tokenOf);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssKb(pid);
  const perSocket = ((after - before) * 1024) / SOCKETS;
  console.log(
    `${name.padEnd(30)} ${SOCKETS} idle sockets: RSS ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MB, ${(perSocket / 1024).toFixed(1)} KB per socket`,
  );
  return { perSocket, close: () => sockets.forEach((socket) => socket.terminate()) };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Latency = { name: string; p50: number; p99: number; lost: number };

/** Sends `SAMPLES` operations at `RATE` per second; each resolves with its latency in ms, or null if lost. */
async function steady(name: string, run: (i: number) => Promise<number | null>): Promise<Latency> {
  for (let i = SAMPLES; i < SENDERS; i++) await run(i);
  const pending: Promise<number | null>[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    pending.push(run(i));
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  const results = await Promise.all(pending);
  const times = results.filter((value): value is number => value !== null);
  const result = { name, p50: percentile(times, 50), p99: percentile(times, 99), lost: results.length - times.length };
  console.log(
    `${name.padEnd(30)} ${SAMPLES} at ${RATE}/s: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, lost ${result.lost}`,
  );
  return result;
}

/** POST /api/messages on `postTo` by sender i; the time until the receiver's socket hears of that message. */
function messageLatency(
  receiver: WebSocket,
  receiverId: string,
  postTo: string,
  senderToken: string,
): Promise<number | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    let messageId: string | null = null;
    const early = new Set<string>();
    const timer = setTimeout(() => (receiver.off("message", onFrame), resolve(null)), 5000);
    function onFrame(data: WebSocket.RawData) {
      const event = JSON.parse(String(data)) as { type?: string; messageId?: string };
      if (event.type !== "message" || !event.messageId) return;
      if (messageId === null) early.add(event.messageId);
      else if (event.messageId === messageId) done();
    }
    function done() {
      clearTimeout(timer);
      receiver.off("message", onFrame);
      resolve(performance.now() - started);
    }
    receiver.on("message", onFrame);
    fetch(`${postTo}/api/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${senderToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ receiverId, content: "bench" }),
    })
      .then(async (response) => {
        if (response.status !== 201) throw new Error(`POST /api/messages: ${response.status} ${await response.text()}`);
        messageId = ((await response.json()) as { id: string }).id;
        // The event can beat the HTTP answer home.
        if (early.has(messageId)) done();
      })
      .catch((error) => {
        console.error(String(error));
        clearTimeout(timer);
        receiver.off("message", onFrame);
        resolve(null);
      });
  });
}

function echoLatency(socket: WebSocket, i: number): Promise<number | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    const tag = `echo-${i}`;
    const timer = setTimeout(() => (socket.off("message", onFrame), resolve(null)), 5000);
    function onFrame(data: WebSocket.RawData) {
      if (String(data) !== tag) return;
      clearTimeout(timer);
      socket.off("message", onFrame);
      resolve(performance.now() - started);
    }
    socket.on("message", onFrame);
    socket.send(tag);
  });
}

async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.once("connect", () => (socket.end(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

const tokens = await seed();
await db.$disconnect();
const idleToken = (i: number) => tokens[1 + 2 * SENDERS + Math.floor(i / PER_MEMBER)];
const receiverToken = tokens[0];
const senders = (offset: number) => (i: number) => tokens[1 + offset + i];
console.log(`\nbench:ws — ${SOCKETS} idle sockets, ${SAMPLES} deliveries at ${RATE}/s each (Node ${process.version})`);

const bare = await startBare(3420);
const bareIdle = await idleMemory("bare ws (yardstick)", bare.child.pid!, bare.ws);
const bareMemory = bareIdle.perSocket;
const echo = await open(bare.ws);
echo.setMaxListeners(0);
const bareLatency = await steady("bare ws echo round trip", (i) => echoLatency(echo, i));
echo.close();
bareIdle.close();
await stop(bare.child);

const one = await startNode(3421, false);
const oneIdle = await idleMemory("Roots /ws, one node", one.child.pid!, one.ws, idleToken);
const ourMemory = oneIdle.perSocket;
const receiverOnOne = await open(one.ws, receiverToken);
receiverOnOne.setMaxListeners(0);
const oneNode = await steady("POST → event, one node", (i) =>
  messageLatency(receiverOnOne, "ws0", one.http, senders(0)(i)),
);
receiverOnOne.close();
oneIdle.close();
await stop(one.child);

let twoNodes: Latency | null = null;
if (await redisReachable()) {
  const [a, b] = [await startNode(3422, true), await startNode(3423, true)];
  // The idle sockets on both nodes, half each, open while the messages go.
  const idle = await openMany(a.ws, SOCKETS / 2, idleToken);
  idle.push(...(await openMany(b.ws, SOCKETS / 2, (i) => idleToken(SOCKETS / 2 + i))));
  const receiverOnB = await open(b.ws, receiverToken);
  receiverOnB.setMaxListeners(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  twoNodes = await steady("POST on A → event on B (Redis)", (i) =>
    messageLatency(receiverOnB, "ws0", a.http, senders(SENDERS)(i)),
  );
  receiverOnB.close();
  for (const socket of idle) socket.terminate();
  await Promise.all([stop(a.child), stop(b.child)]);
} else {
  console.log(`two nodes: skipped, Redis is not reachable at ${REDIS_URL}`);
}

console.log("\nratios (ours / bare ws):");
console.log(`  memory per idle socket   ${(ourMemory / bareMemory).toFixed(1)}×`);
console.log(
  `  p50 one node             ${(oneNode.p50 / bareLatency.p50).toFixed(1)}× (p99 ${(oneNode.p99 / bareLatency.p99).toFixed(1)}×)`,
);
if (twoNodes)
  console.log(
    `  p50 two nodes            ${(twoNodes.p50 / bareLatency.p50).toFixed(1)}× (p99 ${(twoNodes.p99 / bareLatency.p99).toFixed(1)}×)`,
  );
process.exit(0);
