// Personal API tokens (issue 30 §2): a member makes named tokens for their own scripts and apps, with a scope
// and an expiry, from a sign-in (never with a token: a token cannot mint a wider one). A token is a session of
// kind "token": the same Bearer lookup, revocation and socket closing as every session, shown once and kept
// only as its hash; it never idles out (liveSessionRule), only expires or is revoked.
import { randomBytes } from "node:crypto";
import * as z from "zod";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idField } from "~/schemas/ids";
import { tokenCopy as copy } from "~/copy/account";
import { closeSessionSockets } from "~/realtime/bus.server";
import type { ApiTokenView } from "~/lib/types/devices";
import { hashToken } from "./accounts.server";
import { TOKEN_SCOPES, type Access, type TokenScope } from "./token-scope";
import { PERSONAL_TOKEN } from "./visibility-rules.server";
import { limitWrite } from "./write-limits.server";
import { requireRecentSignIn } from "./sign-in-acts.server";
import type { Viewer } from "./viewer";

export const MAX_TOKENS = 20;
export const TOKEN_EXPIRIES = ["30", "90", "365", "never"] as const;
/** "Never" is a date no one reaches, so the one expiry column and rule serve every session. */
const NEVER = new Date("9999-12-31T00:00:00.000Z");
const NOT_USED = new Date(0);
/** Tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
const PREFIX = "roots_pat_";

/** The body of POST /api/account/tokens (the API contract documents it from here). */
export const createInput = z.object({
  name: z.string({ error: copy.nameRequired }).trim().min(1, copy.nameRequired).max(60, copy.nameTooLong),
  scope: z.enum(TOKEN_SCOPES, { error: copy.scopeInvalid }),
  expiresIn: z.enum(TOKEN_EXPIRIES, { error: copy.expiryInvalid }),
});
const revokeInput = z.object({ tokenId: idField({ required: "tokenId is required", invalid: "Not a valid id" }) });

const select = { id: true, name: true, scope: true, createdAt: true, expiresAt: true, lastSeenAt: true } as const;

function toView(row: {
  id: string;
  name: string | null;
  scope: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}): ApiTokenView {
  return {
    id: row.id,
    name: row.name ?? "",
    scope: (row.scope ?? "read") as TokenScope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.getTime() >= NEVER.getTime() ? null : row.expiresAt.toISOString(),
    lastUsedAt: row.lastSeenAt.getTime() > NOT_USED.getTime() ? row.lastSeenAt.toISOString() : null,
  };
}

function requireSignIn(access: Access): void {
  if (!access.account) throw new AppError("forbidden", copy.signInNeeded);
}

/** The member's unexpired tokens, newest first. */
export async function listApiTokens(viewer: Viewer): Promise<ApiTokenView[]> {
  const rows = await db.session.findMany({
    where: { userId: viewer.id, kind: PERSONAL_TOKEN, expiresAt: { gt: new Date() } },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_TOKENS,
  });
  return rows.map(toView);
}

/** A new token: answered once with its secret; only its hash is kept. */
export async function createApiToken(
  viewer: Viewer,
  access: Access,
  input: unknown,
): Promise<{ token: string; item: ApiTokenView }> {
  requireRecentSignIn(access);
  const { name, scope, expiresIn } = parseInput(createInput, input, copy.createFailed);
  if (scope.includes("admin") && viewer.role !== "admin")
    throw new AppError("validation", copy.adminOnlyForAdmins, {
      title: copy.createFailed,
      fields: { scope: copy.adminOnlyForAdmins },
    });
  await limitWrite(viewer.id, "profile");
  const now = new Date();
  const live = await db.session.count({ where: { userId: viewer.id, kind: PERSONAL_TOKEN, expiresAt: { gt: now } } });
  if (live >= MAX_TOKENS) throw new AppError("conflict", copy.tooMany(MAX_TOKENS));
  const token = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  const expiresAt = expiresIn === "never" ? NEVER : new Date(now.getTime() + Number(expiresIn) * 86_400_000);
  const row = await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId: viewer.id,
      kind: PERSONAL_TOKEN,
      name,
      scope,
      createdAt: now,
      // "Not used yet", and old enough that the first use is recorded at once (lastSeenAt moves at most hourly).
      lastSeenAt: NOT_USED,
      expiresAt,
    },
    select,
  });
  return { token, item: toView(row) };
}

/** Revokes one of the member's tokens (404 for anyone else's or a gone one); its sockets close at once. */
export async function revokeApiToken(viewer: Viewer, access: Access, input: unknown): Promise<{ name: string }> {
  requireSignIn(access);
  const { tokenId } = parseInput(revokeInput, input, copy.notFound);
  await limitWrite(viewer.id, "profile");
  const row = await db.session.findFirst({
    where: { id: tokenId, userId: viewer.id, kind: PERSONAL_TOKEN },
    select: { tokenHash: true, name: true },
  });
  if (!row) throw new AppError("not_found", copy.notFound);
  await db.session.deleteMany({ where: { id: tokenId, userId: viewer.id } });
  await closeSessionSockets(row.tokenHash);
  return { name: row.name ?? "" };
}
