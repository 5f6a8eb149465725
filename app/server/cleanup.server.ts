// Periodic cleanup, started with the server (server.ts, through the build's entry) and stopped on shutdown.
// An expired session is deleted when it is next presented; one never presented again would stay forever,
// so every node sweeps them hourly (an indexed DELETE on expiresAt; several nodes sweeping is harmless).
// The same sweep deletes forms' one-time tokens older than a day (decision 031; indexed on createdAt).
import { deleteExpiredSessions } from "~/models/accounts.server";
import { deleteExpiredChallenges } from "~/models/two-factor.server";
import { deleteExpiredPasskeyChallenges } from "~/models/passkeys.server";
import { deleteExpiredSubmissions } from "~/models/submissions.server";
import { logger } from "./logger.server";

export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

let timer: ReturnType<typeof setInterval> | undefined;

/** Starts the hourly sweep (once; a second call changes nothing). The timer never keeps the process alive. */
export function startCleanup(options: { intervalMs?: number; sweep?: () => Promise<unknown> } = {}): void {
  if (timer) return;
  const sweep =
    options.sweep ??
    (() =>
      Promise.all([
        deleteExpiredSessions(),
        deleteExpiredSubmissions(),
        deleteExpiredChallenges(),
        deleteExpiredPasskeyChallenges(),
      ]));
  timer = setInterval(() => {
    // A database outage must not end the process: the next hour tries again.
    sweep().catch((error: unknown) =>
      logger().warn(
        `cleanup: the sweep of expired sessions and form tokens failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }, options.intervalMs ?? CLEANUP_INTERVAL_MS);
  timer.unref();
}

export function stopCleanup(): void {
  clearInterval(timer);
  timer = undefined;
}
