// The /ws socket server in the real server process: hostile frames, who may connect, how many, and for how long.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import net, { type AddressInfo } from "node:net";
import { join } from "node:path";
import WebSocket, { WebSocketServer } from "ws";
import { db } from "~/server/db.server";
import { createSession, hashToken, revokeAllSessions, revokeSession, suspendUser } from "~/models/accounts.server";
import { sendMessage } from "~/models/messages.server";
import { AWAY_MS, mailAboutMessages } from "~/models/notification-mail.server";
import { realtimeCounters } from "~/realtime/counters.server";
import { FRAME_BURST } from "~/realtime/frame-budget.server";
import { SOCKET_MAX_PAYLOAD, acceptSocket, authorizeUpgrade } from "~/realtime/socket.server";
import { resetRecentEvents } from "~/realtime/recent-events.server";
import { printed } from "../setup/child-output";
import { createMember } from "../setup/factories";
import { freePort } from "../setup/free-port";

const root = join(import.meta.dirname, "..", "..");
const built = existsSync(join(root, "build/index.js"));

type Server = Awaited<ReturnType<typeof startServer>>;

async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  // One process (no tsx wrapper), so its exit is the server's and SIGKILL leaves nothing behind.
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: { ...process.env, LOG_REQUESTS: "0", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const listening = printed(child, "listening on");
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  // A server that did not come up must not stay behind holding its port (it may still be starting).
  await listening.catch((error) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    child,
    port,
    url: `ws://127.0.0.1:${port}/ws`,
    stderr: () => stderr,
    /** Bytes the process has printed so far, on stdout and stderr. */
    printedBytes: () => Buffer.byteLength(stdout) + Buffer.byteLength(stderr),
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGKILL")),
      ),
  };
}

/** Opens a socket and waits for the server's hello; rejects with the status of a refused upgrade. */
function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("message", () => resolve(socket));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.reject(new Error("already closed; listen earlier"));
  return new Promise((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })));
}

/**
 * Resolves with the close as soon as it happens, or with "open" when the socket is still open after `ms`. Where a
 * close is expected, `ms` only bounds the failure; where none is, it is how long "stays open" is watched.
 */
function closedWithin(socket: WebSocket, ms: number) {
  return Promise.race([closed(socket), new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms))]);
}

/** A masked client frame, written below the ws client so it can be anything. */
function rawFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, 0x80 | length])
      : Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff]);
  const mask = randomBytes(4);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]));
  return Buffer.concat([header, mask, masked]);
}

function writeRaw(socket: WebSocket, bytes: Buffer) {
  (socket as unknown as { _socket: net.Socket })._socket.write(bytes);
}

async function member() {
  const { user } = await createMember();
  const { token } = await createSession(user.id, "api");
  return { user, token, bearer: { Authorization: `Bearer ${token}` } };
}

type Admin = Awaited<ReturnType<typeof admin>>;

async function admin() {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { role: "admin" } });
  return { ...user, role: "admin" as const };
}

async function healthz(server: Server) {
  return (await fetch(`http://127.0.0.1:${server.port}/healthz`)).status;
}

/** A server for a describe block, started again before a test when the last one left it down. */
function sharedServer() {
  const shared = { server: undefined as unknown as Server };
  beforeAll(async () => {
    shared.server = await startServer();
  });
  // One test's crash must not fail the next.
  beforeEach(async () => {
    if ((await healthz(shared.server).catch(() => 0)) === 200) return;
    await shared.server.stop();
    shared.server = await startServer();
  });
  afterAll(() => shared.server?.stop());
  return shared;
}

describe.runIf(built)("/ws with the default heartbeat", () => {
  const shared = sharedServer();

  it.each([
    ["a frame over 16 KB", rawFrame(0x2, randomBytes(20_000)), 1009, "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH"],
    ["a frame with the reserved opcode 0x3", rawFrame(0x3, Buffer.from("hi")), 1002, "WS_ERR_INVALID_OPCODE"],
  ])("%s closes that socket only; the process lives on", async (_name, bytes, code, wsError) => {
    const a = await member();
    const b = await member();
    const bystanders = [await open(shared.server.url, a.bearer), await open(shared.server.url, b.bearer)];
    const offender = await open(shared.server.url, a.bearer);
    const offenderClosed = closedWithin(offender, 2000);
    writeRaw(offender, bytes);
    expect(await offenderClosed).toMatchObject({ code });
    expect(shared.server.alive()).toBe(true);
    expect(await healthz(shared.server)).toBe(200);
    for (const socket of bystanders) expect(socket.readyState).toBe(WebSocket.OPEN);
    const warning = shared.server
      .stderr()
      .split("\n")
      .filter((line) => line.includes(a.user.id));
    expect(warning).toHaveLength(1);
    expect(warning[0]).toContain(wsError);
    expect(shared.server.stderr()).not.toMatch(/^\s+at /m);
    for (const socket of bystanders) socket.close();
  });

  it("refuses a foreign Origin with 403 and accepts its own origin or none", async () => {
    const a = await member();
    await expect(open(shared.server.url, { ...a.bearer, Origin: "https://evil.example" })).rejects.toThrow(
      "status 403",
    );
    await expect(open(shared.server.url, { ...a.bearer, Origin: "null" })).rejects.toThrow("status 403");
    await expect(open(shared.server.url, { ...a.bearer, Origin: "http://127.0.0.1:3399" })).rejects.toThrow(
      "status 403",
    );
    (await open(shared.server.url, { ...a.bearer, Origin: `http://127.0.0.1:${shared.server.port}` })).close();
    (await open(shared.server.url, a.bearer)).close();
    (await open(shared.server.url, { Cookie: `roots_session=${a.token}` })).close();
  });

  it("no longer takes a token from the URL", async () => {
    const a = await member();
    await expect(open(`${shared.server.url}?token=${a.token}`)).rejects.toThrow("status 401");
  });

  it("keeps at most 10 sockets per member: the 11th closes the oldest with a reason", async () => {
    const a = await member();
    const other = await open(shared.server.url, (await member()).bearer);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 10; i += 1) sockets.push(await open(shared.server.url, a.bearer));
    const oldestClosed = closedWithin(sockets[0], 2000);
    sockets.push(await open(shared.server.url, a.bearer));
    const oldest = await oldestClosed;
    if (oldest === "open") throw new Error("the oldest socket is still open");
    expect(oldest.code === 1008 || (oldest.code >= 4000 && oldest.code < 5000)).toBe(true);
    expect(oldest.reason).not.toBe("");
    // Nothing else may close: no event to wait for, so a short look.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sockets.slice(1).every((socket) => socket.readyState === WebSocket.OPEN)).toBe(true);
    expect(other.readyState).toBe(WebSocket.OPEN);
    for (const socket of [...sockets, other]) socket.close();
  });

  it("logout closes that session's sockets within a second, and only those", async () => {
    const a = await member();
    const second = await createSession(a.user.id, "browser");
    const loggingOut = [await open(shared.server.url, a.bearer), await open(shared.server.url, a.bearer)];
    const otherSession = await open(shared.server.url, { Cookie: `roots_session=${second.token}` });
    const closes = loggingOut.map((socket) => closedWithin(socket, 1000));
    const response = await fetch(`http://127.0.0.1:${shared.server.port}/api/logout`, {
      method: "POST",
      headers: a.bearer,
    });
    expect(response.status).toBe(204);
    for (const close of await Promise.all(closes)) expect(close).toMatchObject({ code: 4001 });
    expect(await closedWithin(otherSession, 200)).toBe("open");
    otherSession.close();
  });

  it("survives clients that reset the connection while their upgrade is being answered", async () => {
    // Anyone can do this, signed in or not: the refusal (or the handshake) is then written to a dead socket.
    const a = await member();
    for (let i = 0; i < 40; i += 1) {
      const raw = net.connect(shared.server.port, "127.0.0.1");
      await new Promise((resolve, reject) => raw.once("connect", resolve).once("error", reject));
      raw.on("error", () => {});
      raw.write(
        `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${shared.server.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n` +
          `Authorization: Bearer ${i % 2 ? a.token : "forged"}\r\n\r\n`,
      );
      // Resets at different points of the server's answer (0 to 10 ms in): the timing is the attack itself.
      await new Promise((resolve) => setTimeout(resolve, i / 4));
      raw.resetAndDestroy();
    }
    // The process must not die: no event to wait for, so a short look before asking it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shared.server.alive()).toBe(true);
    expect(await healthz(shared.server)).toBe(200);
  });

  it("survives an upgrade request whose target is not a path", async () => {
    for (const target of ["//a:99999/ws", "http://[/ws", "*"]) {
      const raw = net.connect(shared.server.port, "127.0.0.1");
      await new Promise((resolve, reject) => raw.once("connect", resolve).once("error", reject));
      raw.on("error", () => {});
      const ended = new Promise((resolve) => raw.once("close", resolve));
      raw.end(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
      await ended;
    }
    // The process must not die: no event to wait for, so a short look before asking it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shared.server.alive()).toBe(true);
    expect(await healthz(shared.server)).toBe(200);
  });
});

/**
 * `count` GET /healthz one after the other; the median answer time in milliseconds. One that takes over 2 s is
 * not waited for: it counts as 2 s, far beyond anything accepted.
 */
async function healthzMedian(server: Server, count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/healthz`, {
      signal: AbortSignal.timeout(2000),
    }).catch(() => null);
    if (response) expect(response.status).toBe(200);
    times.push(response ? performance.now() - started : 2000);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)];
}

/** Sends frames as fast as the connection takes them, until the socket is no longer open. */
function blast(socket: WebSocket, send: (socket: WebSocket) => void) {
  const tick = () => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount < 1 << 20) for (let i = 0; i < 200; i += 1) send(socket);
    setImmediate(tick);
  };
  tick();
}

describe.runIf(built)("/ws under a flood of frames", () => {
  const shared = sharedServer();

  it.each([
    ["text frames", (socket: WebSocket) => socket.send("{}")],
    ["binary frames", (socket: WebSocket) => socket.send(Buffer.from([1]))],
    ["pings", (socket: WebSocket) => socket.ping()],
    ["pongs nobody asked for", (socket: WebSocket) => socket.pong()],
  ])(
    "a client sending %s as fast as it can is closed with 1008 within a second; others stay open",
    async (_name, send) => {
      const [a, b] = [await member(), await member()];
      const bystanders = [await open(shared.server.url, a.bearer), await open(shared.server.url, b.bearer)];
      const flooder = await open(shared.server.url, a.bearer);
      try {
        const started = performance.now();
        const close = closedWithin(flooder, 3000);
        blast(flooder, send);
        expect(await close).toMatchObject({ code: 1008, reason: expect.stringMatching(/frames/) });
        expect(performance.now() - started).toBeLessThan(1000);
        for (const socket of bystanders) expect(socket.readyState).toBe(WebSocket.OPEN);
        expect(await healthz(shared.server)).toBe(200);
      } finally {
        for (const socket of [...bystanders, flooder]) socket.terminate();
      }
    },
  );

  it("prints a few lines, not one per frame, while sockets flood it", async () => {
    const flooders = await Promise.all(
      Array.from({ length: 8 }, async () => open(shared.server.url, (await member()).bearer)),
    );
    const before = shared.server.printedBytes();
    try {
      const closes = flooders.map((socket) => closedWithin(socket, 3000));
      for (const socket of flooders) for (let i = 0; i < 5_000; i += 1) socket.send(`{"n":${i}}`);
      await Promise.all(closes);
      // What the server still reads after the closes must not print either: no event for that, so a short look.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(shared.server.printedBytes() - before).toBeLessThan(2_000);
    } finally {
      for (const socket of flooders) socket.terminate();
    }
  });

  it("answers /healthz within twice its idle time while several sockets flood it and reconnect", async () => {
    const tokens = await Promise.all(Array.from({ length: 4 }, async () => (await member()).token));
    await healthzMedian(shared.server, 10); // warm-up: the first requests compile and connect
    const idle = await healthzMedian(shared.server, 40);
    // The flood runs in its own process, so its work does not delay this process's own timing.
    const flooder = spawn(process.execPath, ["--import", "tsx", "tests/unit/fixtures/socket-flooder.ts"], {
      cwd: root,
      env: { ...process.env, FLOOD_URL: shared.server.url, FLOOD_TOKENS: tokens.join(",") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      await printed(flooder, "flooding");
      const during = await healthzMedian(shared.server, 40);
      // A small absolute floor: on a busy 2-core machine a few milliseconds' idle time doubles by itself.
      const message = `/healthz median during the flood (idle: ${idle.toFixed(1)} ms)`;
      expect(during, message).toBeLessThanOrEqual(Math.max(2 * idle, idle + 20));
      expect(shared.server.alive()).toBe(true);
    } finally {
      flooder.kill("SIGKILL");
    }
  });
});

describe.runIf(built)("/ws session re-check on the heartbeat", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ SOCKET_HEARTBEAT_MS: "200" });
  });
  afterAll(() => server?.stop());

  it.each([
    ["all sessions are revoked by another process", (userId: string) => revokeAllSessions(userId)],
    ["an admin suspends the member", (userId: string, boss: Admin) => suspendUser(boss, userId, { reason: "Spam" })],
    [
      "the member's status changes without touching sessions",
      (userId: string) => db.user.update({ where: { id: userId }, data: { status: "suspended" } }),
    ],
    [
      "the session expires",
      (userId: string) =>
        db.session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } }),
    ],
  ])("closes the member's sockets within a second when %s", async (_name, end) => {
    const [a, b, boss] = [await member(), await member(), await admin()];
    const sockets = [await open(server.url, a.bearer), await open(server.url, a.bearer)];
    const bystander = await open(server.url, b.bearer);
    const closes = sockets.map((socket) => closedWithin(socket, 1000));
    await end(a.user.id, boss);
    for (const close of await Promise.all(closes)) expect(close).toMatchObject({ code: 4001 });
    expect(await closedWithin(bystander, 500)).toBe("open");
    bystander.close();
  });

  it("keeps a live session's sockets open across heartbeats", async () => {
    const a = await member();
    const socket = await open(server.url, a.bearer);
    expect(await closedWithin(socket, 1000)).toBe("open");
    expect(await db.session.count({ where: { tokenHash: hashToken(a.token) } })).toBe(1);
    socket.close();
  });
});

// The model ends sessions in the process that holds the sockets: no heartbeat needed there. Here too, the
// process's counters of what clients sent can be read.
describe("the socket server in this process", () => {
  let http: HttpServer;
  beforeAll(async () => {
    const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD });
    http = createServer();
    http.on("upgrade", async (req, socket, head) => {
      const verdict = await authorizeUpgrade(req.headers);
      if (!verdict.ok) return socket.destroy();
      wss.handleUpgrade(req, socket, head, (ws) => acceptSocket(ws, verdict.identity, req.url));
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => new Promise((resolve) => http.close(resolve)));
  let url: string;

  it("revokeSession closes that session's sockets at once; revokeAllSessions (password change) closes the rest", async () => {
    const a = await member();
    const second = await createSession(a.user.id, "browser");
    const first = [await open(url, a.bearer), await open(url, a.bearer)];
    const other = await open(url, { Authorization: `Bearer ${second.token}` });
    const firstClosed = first.map((socket) => closedWithin(socket, 200));
    await revokeSession(a.token);
    for (const close of await Promise.all(firstClosed)) expect(close).toEqual({ code: 4001, reason: "Session ended" });
    expect(await closedWithin(other, 100)).toBe("open");
    const otherClosed = closedWithin(other, 200);
    expect(await revokeAllSessions(a.user.id)).toBe(1);
    expect(await otherClosed).toEqual({ code: 4001, reason: "Session ended" });
  });

  it("suspendUser closes the member's sockets at once and checks who asks", async () => {
    const a = await member();
    const socket = await open(url, a.bearer);
    await expect(suspendUser(a.user, (await member()).user.id, { reason: "Spam" })).rejects.toMatchObject({
      status: 403,
    });
    const boss = await admin();
    await expect(suspendUser(boss, boss.id, { reason: "Spam" })).rejects.toMatchObject({ status: 409 });
    await expect(suspendUser(boss, "no-such-member", { reason: "Spam" })).rejects.toMatchObject({ status: 404 });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    const socketClosed = closedWithin(socket, 200);
    await suspendUser(boss, a.user.id, { reason: "Spam" });
    expect(await socketClosed).toMatchObject({ code: 4001 });
    expect(await db.user.findUniqueOrThrow({ where: { id: a.user.id }, select: { status: true } })).toEqual({
      status: "suspended",
    });
    expect(await db.session.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("a message that reaches an open socket of its receiver counts as seen live: no mail about it", async () => {
    const [online, offline, sender] = [await member(), await member(), await member()];
    const socket = await open(url, online.bearer);
    const arrived = new Promise((resolve) => socket.once("message", resolve));
    for (const to of [online, offline]) await sendMessage(sender.user, { receiverId: to.user.id, content: "hi" });
    await arrived;
    const seen = (receiverId: string) =>
      db.messageMail.findUnique({
        where: { receiverId_senderId: { receiverId, senderId: sender.user.id } },
        select: { seenLiveAt: true },
      });
    await vi.waitFor(async () => expect((await seen(online.user.id))?.seenLiveAt).toBeInstanceOf(Date));
    expect(await seen(offline.user.id)).toBeNull();
    const later = new Date(Date.now() + AWAY_MS + 1000);
    expect(await mailAboutMessages(online.user.id, sender.user.id, later)).toBe("skipped");
    expect(await mailAboutMessages(offline.user.id, sender.user.id, later)).toBe("sent");
    socket.close();
  });

  it("tells a socket whose page read its data before one of the member's messages or notifications that it missed it", async () => {
    const [reader, sender] = [await member(), await member()];
    const hello = async (since?: number) => {
      const socket = new WebSocket(since === undefined ? url : `${url}?since=${since}`, { headers: reader.bearer });
      const frame = await new Promise<string>((resolve, reject) => {
        socket.once("message", (data) => resolve(String(data)));
        socket.once("error", reject);
      });
      socket.close();
      return JSON.parse(frame) as { type: string; missed: boolean };
    };
    // As a node up for a minute (one that started after the page's read would say "missed" to be sure).
    resetRecentEvents(Date.now() - 60_000);
    const pageRead = Date.now() - 1_500;
    expect(await hello(pageRead)).toEqual({ type: "hello", userId: reader.user.id, missed: false });
    await sendMessage(sender.user, { receiverId: reader.user.id, content: "between the page and its socket" });
    expect((await hello(pageRead)).missed).toBe(true);
    // A page that read its data after the message, or a client that does not say: nothing missed.
    expect((await hello(Date.now() + 1_500)).missed).toBe(false);
    expect((await hello()).missed).toBe(false);
  });

  it("counts the frames it drops and the sockets it closes for flooding, and logs a line or two", async () => {
    const a = await member();
    const socket = await open(url, a.bearer);
    const before = { ...realtimeCounters };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const close = closedWithin(socket, 2000);
      for (let i = 0; i < 1000; i += 1) socket.send("{}");
      expect(await close).toMatchObject({ code: 1008 });
      // The budget's burst is dropped unread and counted (a few more may refill while they are read).
      expect(realtimeCounters.framesIgnored - before.framesIgnored).toBeGreaterThanOrEqual(FRAME_BURST);
      expect(realtimeCounters.framesIgnored - before.framesIgnored).toBeLessThan(FRAME_BURST + 5);
      expect(realtimeCounters.socketsClosedForFlooding - before.socketsClosedForFlooding).toBe(1);
      expect(warn.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      warn.mockRestore();
    }
  });
});
