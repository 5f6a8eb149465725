// Periodic cleanup, started with the server (server.ts, through the build's entry) and stopped on shutdown.
// An expired session is deleted when it is next presented; one never presented again would stay forever,
// so every node sweeps them hourly (an indexed DELETE on expiresAt; several nodes sweeping is harmless).
import { deleteExpiredSessions } from "~/models/accounts.server";

export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

let timer: ReturnType<typeof setInterval> | undefined;

/** Starts the hourly sweep (once; a second call changes nothing). The timer never keeps the process alive. */
export function startCleanup(options: { intervalMs?: number; sweep?: () => Promise<unknown> } = {}): void {
  if (timer) return;
  const sweep = options.sweep ?? (() => deleteExpiredSessions());
  timer = setInterval(() => {
    // A database outage must not end the process: the next hour tries again.
    sweep().catch((error: unknown) =>
      console.warn(
        `cleanup: the expired-session sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }, options.intervalMs ?? CLEANUP_INTERVAL_MS);
  timer.unref();
}

export function stopCleanup(): void {
  clearInterval(timer);
  timer = undefined;
}
