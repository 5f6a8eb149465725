// A member's devices: every live session of theirs (browser cookies and API tokens), and ending one or all
// the others. Ending a session deletes its row (the next request with it is signed out) and closes its open
// sockets on every node through the bus, as logout does.
import * as z from "zod";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { describeUserAgent } from "~/lib/user-agent";
import { accountCopy } from "~/copy/account";
import { idField } from "~/schemas/ids";
import { closeSessionSockets } from "~/realtime/bus.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";
import type { Device } from "~/lib/types/devices";
import { PERSONAL_TOKEN, sessionIdleCutoff } from "./visibility-rules.server";
import { sessionsWithPush } from "./push-subscriptions.server";

/** A member holds few sessions; this bounds the page if a script signs in again and again. */
const DEVICES_SHOWN = 100;

const sessionIdInput = z.object({
  sessionId: idField({ required: "sessionId is required", invalid: "Not a valid id" }),
});

// Personal API tokens are listed and revoked on their own (api-tokens.server.ts), not as devices.
function liveSessionsOf(userId: string, now: Date) {
  return { userId, kind: { not: PERSONAL_TOKEN }, expiresAt: { gt: now }, lastSeenAt: { gt: sessionIdleCutoff(now) } };
}

/** The member's live sessions, most recently used first; `currentHash` marks the one making the request. */
export async function listDevices(viewer: Viewer, currentHash: string | null): Promise<Device[]> {
  const rows = await db.session.findMany({
    where: liveSessionsOf(viewer.id, new Date()),
    select: { id: true, kind: true, userAgent: true, createdAt: true, lastSeenAt: true, tokenHash: true },
    orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
    take: DEVICES_SHOWN,
  });
  const pushed = await sessionsWithPush(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === "api" ? "api" : "browser",
    device: describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
    notifications: pushed.has(row.id),
  }));
}

/** Ends one of the member's own sessions (404 for anyone else's or an ended one). */
export async function endDevice(
  viewer: Viewer,
  input: unknown,
  currentHash: string | null,
): Promise<{ device: string; current: boolean }> {
  const { sessionId } = parseInput(sessionIdInput, input, accountCopy.endFailed);
  await limitWrite(viewer.id, "profile");
  const row = await db.session.findFirst({
    where: { id: sessionId, ...liveSessionsOf(viewer.id, new Date()) },
    select: { tokenHash: true, userAgent: true },
  });
  if (!row) throw new AppError("not_found", accountCopy.notFound);
  await db.session.deleteMany({ where: { id: sessionId, userId: viewer.id } });
  await closeSessionSockets(row.tokenHash);
  return { device: describeUserAgent(row.userAgent), current: row.tokenHash === currentHash };
}

/** Ends every session of the member but the one making the request; how many ended. */
export async function endOtherDevices(viewer: Viewer, currentHash: string | null): Promise<number> {
  await limitWrite(viewer.id, "profile");
  const others = {
    userId: viewer.id,
    kind: { not: PERSONAL_TOKEN },
    ...(currentHash ? { NOT: { tokenHash: currentHash } } : {}),
  };
  const ended = await db.session.findMany({ where: others, select: { tokenHash: true } });
  if (ended.length === 0) return 0;
  await db.session.deleteMany({ where: others });
  await Promise.all(ended.map((session) => closeSessionSockets(session.tokenHash)));
  return ended.length;
}
