// The real server process: configuration errors at boot, and graceful shutdown.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import WebSocket from "ws";
import { createSession } from "~/models/auth.server";
import { createMember } from "../setup/factories";

const root = join(import.meta.dirname, "..", "..");
const built = existsSync(join(root, "build/index.js"));

function startServer(env: Record<string, string | undefined>) {
  const child = spawn(join(root, "node_modules/.bin/tsx"), ["server.ts"], {
    cwd: root,
    env: { ...process.env, LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe("server boot", () => {
  it("stops with one clear line for a bad DATABASE_URL", async () => {
    const server = startServer({ DATABASE_URL: "mysql://localhost/roots", PORT: "3191" });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      "Invalid configuration: DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)",
    );
  });

  it("requires SESSION_SECRET in production", async () => {
    const server = startServer({ NODE_ENV: "production", SESSION_SECRET: "", PORT: "3192" });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      "Invalid configuration: SESSION_SECRET is required in production (at least 16 characters)",
    );
  });

  it.runIf(built)("stops with one line when the database cannot be reached", async () => {
    const server = startServer({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none", PORT: "3193" });
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Database check failed for DATABASE_URL: /);
  });
});

describe.runIf(built)("graceful shutdown", () => {
  it("closes sockets with 1001 and exits cleanly on SIGTERM", async () => {
    const { user } = await createMember();
    const { token } = await createSession(user.id, "api");
    const server = startServer({ PORT: "3194", NODE_ENV: "production", SESSION_SECRET: "shutdown-test-secret-123456" });
    await expect.poll(() => server.output().stdout, { timeout: 15_000 }).toContain("listening on");
    const socket = new WebSocket("ws://127.0.0.1:3194/ws", { headers: { Authorization: `Bearer ${token}` } });
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
});
