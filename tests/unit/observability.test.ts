// What an operator reads (issue 30 §3): one JSON log line per request with its id, route pattern, status,
// duration and member, secrets redacted; Prometheus metrics at /metrics only behind METRICS_TOKEN or on
// METRICS_PORT. The real server, started as the README says (`node --import tsx scripts/start.ts`).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import WebSocket from "ws";
import { createLogger } from "../../app/server/logger.server";
import { printed } from "../setup/child-output";
import { freePort } from "../setup/free-port";

const root = join(import.meta.dirname, "..", "..");
const built = existsSync(join(root, "build/index.js"));
const METRICS_TOKEN = "metrics-token-0123456789abcdef";

const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

async function startServer(extraEnv: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      // The process's own logger (JSON on stdout/stderr), not the test runner's console one.
      VITEST: "",
      NODE_ENV: "production",
      PORT: String(port),
      SESSION_SECRET: "observability-test-secret-0123456789",
      LOG_REQUESTS: "1",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const listening = printed(child, "listening on");
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  await listening.catch((error) => {
    child.kill("SIGKILL");
    throw error;
  });
  const lines = () =>
    (stdout + stderr)
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown> & { req?: { id: string; path: string } });
  return { base: `http://127.0.0.1:${port}`, port, lines, output: () => stdout + stderr };
}

async function register(base: string, email = `obs-${Date.now()}-${Math.random()}@test.example`) {
  return fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Otto",
      lastName: "Observer",
      countryOfOrigin: "Mexico",
      currentLocation: "Madrid, Spain",
      email,
      password: "observer-password-123",
      confirmPassword: "observer-password-123",
    }),
  });
}

/** The log line of the request whose id the response returned (it is written when the response ends). */
async function lineFor(server: Awaited<ReturnType<typeof startServer>>, response: Response) {
  const id = response.headers.get("x-request-id");
  expect(id).toBeTruthy();
  await expect.poll(() => server.lines().some((line) => line.req?.id === id)).toBe(true);
  return server.lines().find((line) => line.req?.id === id)!;
}

describe("the logger", () => {
  function captured(level = "info") {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { log: createLogger({ level }, stream), lines, text: () => JSON.stringify(lines) };
  }

  it("redacts credentials, cookies, tokens, passwords and reset links wherever they sit", () => {
    const { log, lines, text } = captured();
    log.info(
      {
        req: { headers: { authorization: "Bearer sekrit-bearer", cookie: "roots_session=sekrit-cookie" } },
        body: { email: "a@b.example", password: "sekrit-password", confirmPassword: "sekrit-password" },
        session: { token: "sekrit-token" },
        mail: { resetLink: "https://roots.example/reset/sekrit-reset" },
      },
      "something happened",
    );
    expect(text()).not.toMatch(/sekrit/);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "something happened",
      req: { headers: { authorization: "[redacted]", cookie: "[redacted]" } },
      body: { email: "a@b.example", password: "[redacted]" },
      session: { token: "[redacted]" },
      mail: { resetLink: "[redacted]" },
    });
  });

  it("writes an error with its stack, and honours the level", () => {
    const { log, lines } = captured("warn");
    log.info("not written at warn");
    log.error({ err: new Error("it broke") }, "request failed");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "request failed", err: { message: "it broke" } });
    expect((lines[0].err as { stack: string }).stack).toMatch(/it broke\n\s+at /);
  });
});

describe.runIf(built)("the server's request log and metrics", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({
      METRICS_TOKEN,
      METRICS_PORT: String(metricsPort),
      TRUST_PROXY: "0",
      RATE_LIMIT_AUTH_PER_MINUTE: "1",
    });
  }, 60_000);

  it("one JSON line per request: a fresh id (a client's X-Request-Id is not trusted), route pattern, status, duration, member; no secrets", async () => {
    const registered = await register(server.base);
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    const response = await fetch(`${server.base}/api/auth/user?token=sekrit-query`, {
      headers: { Authorization: `Bearer ${token}`, "X-Request-Id": "client-chosen-id" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).not.toBe("client-chosen-id");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const line = await lineFor(server, response);
    const { id: memberId } = (await response.json()) as { id: string };
    expect(line).toMatchObject({
      level: 30,
      route: "/api/auth/user",
      memberId,
      req: { method: "GET", path: "/api/auth/user" },
      res: { statusCode: 200 },
    });
    expect(line.responseTime).toEqual(expect.any(Number));

    // A page with an id in its path is logged under its pattern; a visitor has no member id.
    const page = await fetch(`${server.base}/posts/some-post-id`, { redirect: "manual" });
    expect(await lineFor(server, page)).toMatchObject({ route: "/posts/:id" });
    expect(await lineFor(server, page)).not.toHaveProperty("memberId");

    // The password, the session token and the query string never reach the log.
    expect(server.output()).not.toContain("observer-password-123");
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain("sekrit-query");
  });

  it("/metrics on the app's port answers the METRICS_TOKEN bearer only", async () => {
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.base}/metrics`, { headers: { Authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("http_request_duration_seconds");
    const right = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toContain("text/plain");
  });

  it("names every metric the issue asks for, on METRICS_PORT with no token", async () => {
    // A rate-limit refusal (the second registration of an email within the minute) and an open socket.
    const email = `obs-limit-${Date.now()}@test.example`;
    const first = await register(server.base, email);
    const { token } = (await first.json()) as { token: string };
    expect((await register(server.base, email)).status).toBe(429);
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers: { Authorization: `Bearer ${token}` } });
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    try {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/user",status="200"\} \d+$/m,
      );
      expect(text).toMatch(/^db_statement_duration_seconds_count\{operation="[A-Za-z]+\.[A-Za-z]+"\} \d+$/m);
      expect(text).toMatch(/^ws_open_sockets 1$/m);
      expect(text).toMatch(/^# TYPE bus_delivery_lag_seconds histogram$/m);
      expect(text).toMatch(/^rate_limit_refusals_total\{limit="register-email"\} 1$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
      // Only /metrics there.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    } finally {
      socket.close();
    }
  });
});

describe.runIf(built)("without METRICS_TOKEN or METRICS_PORT, behind a trusted proxy", () => {
  it("/metrics is not served at all; the proxy's X-Request-Id is kept", async () => {
    const server = await startServer({ TRUST_PROXY: "1", METRICS_TOKEN: "", METRICS_PORT: "" });
    const metrics = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain("http_request_duration_seconds");

    const response = await fetch(`${server.base}/healthz`, { headers: { "X-Request-Id": "from-the-proxy-42" } });
    expect(response.headers.get("x-request-id")).toBe("from-the-proxy-42");
    expect(await lineFor(server, response)).toMatchObject({ route: "/healthz", req: { id: "from-the-proxy-42" } });
    // Not an id at all (spaces, a newline's worth of garbage): a fresh one.
    const garbage = await fetch(`${server.base}/healthz`, { headers: { "X-Request-Id": "a b c" } });
    expect(garbage.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);
});

describe.runIf(built)("the API's budget per client (API_RATE_LIMIT_PER_MINUTE)", () => {
  it("counts down in RateLimit, then answers 429 with Retry-After before any route runs", async () => {
    const metricsPort = await freePort();
    const server = await startServer({ API_RATE_LIMIT_PER_MINUTE: "3", METRICS_PORT: String(metricsPort) });
    const ask = (ip: string) => fetch(`${server.base}/api/feed`, { headers: { "X-Forwarded-For": ip } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask("203.0.113.7"));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(answers.map((answer) => answer.headers.get("ratelimit-policy"))).toEqual(Array(4).fill('"api";q=3;w=60'));
    expect(answers.map((answer) => /r=(\d+)/.exec(answer.headers.get("ratelimit")!)![1])).toEqual(["2", "1", "0", "0"]);
    const refused = answers[3];
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit")).toBe(`"api";r=0;t=${retryAfter}`);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
    // Without TRUST_PROXY the forwarded address is the client's own claim: every request here is one client.
    expect((await ask("198.51.100.1")).status).toBe(429);
    // A client sending a token is counted by its token (hashed), not by its address.
    const withToken = await fetch(`${server.base}/api/feed`, { headers: { Authorization: "Bearer some-token" } });
    expect(withToken.status).toBe(401);
    expect(withToken.headers.get("ratelimit")).toMatch(/^"api";r=2;t=\d+$/);
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/^rate_limit_refusals_total\{limit="api"\} 2$/m);
  }, 60_000);
});
