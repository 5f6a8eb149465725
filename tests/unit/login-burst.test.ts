// The real server under a burst of sign-ins at production's hash cost (128 MiB per scrypt): the hash pool,
// forced to one hash and three waiting, keeps peak memory to about one hash, answers the overflow with a
// fast 503 (API and page alike) instead of a hang, and /healthz keeps answering throughout.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { HASH_BUSY_MESSAGE } from "~/server/password-hash.server";
import { printed } from "../setup/child-output";
import { freePort } from "../setup/free-port";
import { createMember, uniqueEmail } from "../setup/factories";

const root = join(import.meta.dirname, "..", "..");
const built = existsSync(join(root, "build/index.js"));

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children.clear();
});

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  // NODE_ENV=production: hashes at production's cost, which no setting can lower.
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      SESSION_SECRET: "burst-test-secret-0123456789",
      LOG_REQUESTS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  await printed(child, "listening on");
  return { child, base: `http://127.0.0.1:${port}` };
}

/** The process's peak resident memory so far, in MiB. */
function peakMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB$/m);
  return Number(line![1]) / 1024;
}

type Answer = { kind: "api" | "page"; status: number; ms: number; retryAfter: number; body: string };

async function signIn(base: string, kind: "api" | "page", email: string, password: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(
    `${base}${kind === "api" ? "/api/auth/login" : "/login"}`,
    kind === "api"
      ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) }
      : {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, password }).toString(),
          redirect: "manual",
        },
  );
  const body = await response.text();
  const retryAfter = Number(response.headers.get("retry-after") ?? 0);
  return { kind, status: response.status, ms: performance.now() - started, retryAfter, body };
}

/** `GET /healthz` in a loop while `work` runs: the slowest answer. */
async function slowestHealthCheck<T>(base: string, work: Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  let slowestMs = 0;
  const watcher = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const result = await work.finally(() => (done = true));
  await watcher;
  return { result, slowestMs };
}

describe("a burst of sign-ins", () => {
  it("hashes one at a time with three waiting: bounded memory, a fast 503 for the rest, /healthz unhurt", async () => {
    if (!built) throw new Error("build/index.js is missing: run `npm run build` before vitest");
    const { user, password } = await createMember();
    const server = await startServer({ PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "3" });
    // Unknown emails: their check costs a full hash too (against a stand-in), through the same pool.
    const warm = await signIn(server.base, "api", uniqueEmail("warm"), "wrong-password");
    expect(warm.status).toBe(401);
    const peakBefore = peakMiB(server.child.pid!);

    const burst = Array.from({ length: 16 }, (_, i) =>
      signIn(server.base, i % 2 ? "page" : "api", uniqueEmail(`burst${i}`), "wrong-password"),
    );
    const { result: answers, slowestMs } = await slowestHealthCheck(server.base, Promise.all(burst));
    const grewMiB = peakMiB(server.child.pid!) - peakBefore;
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 503);
    console.log(
      `burst of 16 at N=2^17: ${checked.length} checked (fastest ${Math.round(Math.min(...checked.map((a) => a.ms)))} ms), ` +
        `${refused.length} refused (slowest ${Math.round(Math.max(...refused.map((a) => a.ms)))} ms); ` +
        `peak memory grew ${Math.round(grewMiB)} MiB; slowest /healthz ${Math.round(slowestMs)} ms`,
    );

    // One hashing, three waiting; the rest are told to come back, fast. On a loaded
    // machine the burst can take longer to arrive than the first hash, which frees a place for one more.
    expect(checked.length).toBeGreaterThanOrEqual(4);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(refused).toHaveLength(16 - checked.length);
    // A refused sign-in never waits behind a hash: it is answered before the second checked one is.
    const checkedMs = checked.map((a) => a.ms).sort((a, b) => a - b);
    expect(Math.max(...refused.map((a) => a.ms))).toBeLessThan(checkedMs[1]);
    for (const answer of refused) {
      expect(answer.retryAfter).toBeGreaterThan(0);
      if (answer.kind === "api")
        expect(JSON.parse(answer.body).error).toEqual({ code: "unavailable", message: HASH_BUSY_MESSAGE });
      else expect(answer.body).toContain(HASH_BUSY_MESSAGE);
    }
    // Four hashes at once (libuv's four threads) took it up by 384 MiB more; one at a time, not at all.
    expect(grewMiB).toBeLessThan(64);
    expect(slowestMs).toBeLessThan(2000);

    // And once the burst is over, the member signs in.
    expect((await signIn(server.base, "api", user.email, password)).status).toBe(200);
  }, 90_000);
});
