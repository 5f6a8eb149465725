// The real server process: configuration errors at boot, and graceful shutdown.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { join } from "node:path";
import WebSocket from "ws";
import { createSession } from "~/models/accounts.server";
import { printed } from "../setup/child-output";
import { freePort } from "../setup/free-port";
import { createMember } from "../setup/factories";
import { TMP_DIR } from "../setup/test-database";

const root = join(import.meta.dirname, "..", "..");
const built = existsSync(join(root, "build/index.js"));
/** These tests start the built server: without a build they fail saying so, rather than skip unseen. */
function requireBuild() {
  if (!built) throw new Error("build/index.js is missing: run `npm run build` before vitest (`npm test` and CI do)");
}

const started = new Set<ChildProcess>();
const startedBelow = new Set<number>();
afterEach(() => {
  // A failed test must not leave its server holding the port.
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const pid of startedBelow) if (alive(pid)) process.kill(pid, "SIGKILL");
  started.clear();
  startedBelow.clear();
});

function startServer(env: Record<string, string | undefined>, script = "server.ts") {
  // One process (no tsx wrapper), so its exit code is the server's.
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe("server boot", () => {
  it("stops with one clear line for a bad DATABASE_URL", async () => {
    const server = startServer({ DATABASE_URL: "mysql://localhost/roots", PORT: "3401" });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      "Invalid configuration: DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)",
    );
  });

  it("requires SESSION_SECRET in production", async () => {
    const server = startServer({ NODE_ENV: "production", SESSION_SECRET: "", PORT: "3402" });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      "Invalid configuration: SESSION_SECRET is required in production (at least 16 characters)",
    );
  });

  it("stops with one line when the database cannot be reached", async () => {
    requireBuild();
    const server = startServer({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none", PORT: "3403" });
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Database check failed for DATABASE_URL: /);
  });
});

/** Keep-alive clients that send requests back to back until the server refuses new connections. */
function keepAliveLoad(port: number, { clients, paths }: { clients: number; paths: string[] }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const answered = new Map<number, number>();
  const failures: string[] = [];
  let refused = 0;
  let stopped = false;
  function get(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path, agent }, (response) => {
        response.on("data", () => {});
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      });
      request.on("error", reject);
    });
  }
  async function loop(index: number) {
    for (let i = index; !stopped; i++) {
      try {
        const status = await get(paths[i % paths.length]);
        answered.set(status, (answered.get(status) ?? 0) + 1);
      } catch (error) {
        // After the listener closes, new connections are refused: that is the end of this client's run.
        if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") {
          refused++;
          return;
        }
        failures.push(`${(error as NodeJS.ErrnoException).code ?? ""} ${(error as Error).message}`);
      }
    }
  }
  const done = Promise.all(Array.from({ length: clients }, (_, index) => loop(index)));
  return {
    answered,
    failures,
    refused: () => refused,
    total: () => [...answered.values()].reduce((sum, n) => sum + n, 0),
    stop: async () => {
      stopped = true;
      await done;
      agent.destroy();
    },
    done,
  };
}

describe("graceful shutdown", () => {
  beforeAll(requireBuild);
  const productionEnv = { NODE_ENV: "production", SESSION_SECRET: "shutdown-test-secret-123456" };

  it("closes sockets with 1001 and exits cleanly on SIGTERM", async () => {
    const { user } = await createMember();
    const { token } = await createSession(user.id, "api");
    const server = startServer({ PORT: "3404", ...productionEnv });
    await printed(server.child, "listening on", 15_000);
    const socket = new WebSocket("ws://127.0.0.1:3404/ws", { headers: { Authorization: `Bearer ${token}` } });
    await new Promise((resolve, reject) => {
      socket.once("message", resolve);
      socket.once("error", reject);
    });
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    expect(await closed).toBe(1001);
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain("shutdown complete");
  }, 30_000);

  it("drains busy keep-alive connections on SIGTERM: every request answered, exit 0 within seconds", async () => {
    const server = startServer({ PORT: "3405", ...productionEnv });
    await printed(server.child, "listening on", 15_000);
    const load = keepAliveLoad(3405, { clients: 16, paths: ["/", "/healthz", "/login", "/healthz"] });
    await expect.poll(() => load.total(), { timeout: 10_000 }).toBeGreaterThan(200);
    const before = load.total();
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const shutdownMs = performance.now() - signalled;
    await load.done;
    await load.stop();
    console.log(
      `keep-alive shutdown: ${Math.round(shutdownMs)} ms, ${load.total() - before} requests answered after SIGTERM, ` +
        `${load.refused()} clients refused after close`,
    );
    expect(load.failures).toEqual([]);
    expect([...load.answered.keys()].every((status) => status === 200)).toBe(true);
    expect(code).toBe(0);
    expect(shutdownMs).toBeLessThan(5_000);
    expect(server.output().stdout).toContain("shutdown complete");
  }, 40_000);
});

describe("request bodies (issue 43, decision 074)", () => {
  beforeAll(requireBuild);

  /** One request; resolves with its status, body, whether it reused a kept-alive socket, and how long it took. */
  function send(port: number, agent: http.Agent, method: string, path: string, body?: Buffer) {
    const startedAt = performance.now();
    return new Promise<{ status: number; body: string; reused: boolean; ms: number }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path, agent }, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            reused: request.reusedSocket,
            ms: performance.now() - startedAt,
          }),
        );
      });
      request.on("error", reject);
      if (body) request.setHeader("Content-Type", "application/json").setHeader("Content-Length", body.length);
      request.end(body);
    });
  }

  it("a body the route never reads does not hold up the next request on that keep-alive connection", async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      NODE_ENV: "production",
      SESSION_SECRET: "body-test-secret-0123456789",
    });
    await printed(server.child, "listening on", 15_000);
    // One connection, reused: the 900 KB body of a route that answers without reading it, then a GET.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 3; round++) {
        const unread = await send(port, agent, "POST", "/api/auth/passkey/options", Buffer.alloc(900 * 1024, 0x20));
        expect(unread.status).toBeLessThan(500);
        const next = await send(port, agent, "GET", "/healthz");
        expect(next.status).toBe(200);
        expect(next.reused).toBe(true);
        // It was ~6 s, then a reset.
        expect(next.ms).toBeLessThan(1_000);
      }
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it("a body that stops arriving is cut off with 408 within seconds, and the server serves on", async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      NODE_ENV: "production",
      SESSION_SECRET: "body-test-secret-0123456789",
      BODY_TIMEOUT_MS: "1000",
    });
    await printed(server.child, "listening on", 15_000);
    const startedAt = performance.now();
    // 10 bytes of a declared 1,000, then nothing (a trickle that never finishes).
    const answer = await new Promise<{ head: string; closed: boolean }>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write(
          "POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
            'Content-Length: 1000\r\n\r\n{"email":"',
        ),
      );
      let head = "";
      socket.on("data", (chunk) => (head += chunk));
      socket.on("error", reject);
      socket.on("close", () => resolve({ head, closed: true }));
    });
    expect(answer.head).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.head).toContain('"code":"request_timeout"');
    expect(performance.now() - startedAt).toBeLessThan(3_000);
    expect((await get(port, "/healthz")).status).toBe(200);
    expect(server.output().stderr).not.toMatch(/uncaught|unhandled|ERR_HTTP_HEADERS_SENT/i);
  }, 30_000);
});

/** One GET; resolves with the status and body once the whole answer arrived. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("a crash outside any request", () => {
  // The installer from app/server/graceful-shutdown.server.ts in a bare server (tests/unit/fixtures), because
  // the real server has no way to crash on purpose: production code carries no test hook.
  it.each([
    ["/throw", "uncaught exception", "boom from a timer"],
    ["/reject", "unhandled promise rejection", "rejected in a timer"],
  ])("%s: is logged, in-flight requests finish, the process exits 1", async (path, logged, message) => {
    const server = startServer({ PORT: "3407" }, "tests/unit/fixtures/crashing-server.ts");
    await printed(server.child, "listening on", 15_000);
    const slowStarted = printed(server.child, "slow request received");
    const slow = get(3407, "/slow");
    await slowStarted;
    expect((await get(3407, path)).status).toBe(200);
    expect(await slow).toEqual({ status: 200, body: "slow done" });
    expect(await server.exited).toBe(1);
    const { stdout, stderr } = server.output();
    expect(stderr).toContain(logged);
    expect(stderr).toContain(message);
    expect(stdout).toContain("database closed");
    expect(stdout).toContain("shutdown complete");
  });
});

/** Every process below `pid` (ps is on every Linux and macOS machine). */
function descendants(pid: number): number[] {
  const rows = execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [child, ppid] of rows) {
      if (ppid !== parent) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start", () => {
  beforeAll(requireBuild);
  const database = join(TMP_DIR, `npm_start_${process.env.TEST_RUN_ID ?? ""}.db`);
  beforeAll(() => {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(database + suffix, { force: true });
  });

  // A supervisor (systemd, Docker, a PaaS) signals the process it started: here that is npm.
  it.each(["SIGTERM", "SIGINT"] as const)(
    "passes %s through npm to the server, which drains and exits; npm exits 0 and nothing keeps the port",
    async (signal) => {
      const env: Record<string, string | undefined> = {
        ...process.env,
        DATABASE_URL: `file:${database}`,
        PORT: "3406",
        SESSION_SECRET: "npm-start-test-secret-0123456789",
        LOG_REQUESTS: "0",
      };
      // As a user would run it: npm start sets production itself.
      delete env.NODE_ENV;
      const npm = spawn("npm", ["start"], {
        cwd: root,
        env: env as NodeJS.ProcessEnv,
        stdio: ["ignore", "pipe", "pipe"],
      });
      // The first start migrates and seeds the scratch database.
      const listening = printed(npm, "listening on", 90_000);
      started.add(npm);
      let output = "";
      npm.stdout.on("data", (chunk) => (output += chunk));
      npm.stderr.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => npm.on("exit", (code) => resolve(code)));
      await listening;
      expect((await get(3406, "/healthz")).status).toBe(200);
      const below = descendants(npm.pid!);
      for (const pid of below) startedBelow.add(pid);
      expect(below.length).toBeGreaterThan(0);

      npm.kill(signal);
      const code = await exited;
      expect(output).toContain("shutdown complete");
      expect(code).toBe(0);
      await expect.poll(() => below.filter(alive), { timeout: 5_000 }).toEqual([]);
      await expect(get(3406, "/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    },
    120_000,
  );
});
