// Members' choices of notification mail (issue 28 §3, decision 064), and the signed unsubscribe links every
// notification mail carries. A member without a row has the defaults. The unsubscribe token is
// "<member id>.<kind>.<HMAC-SHA256(SESSION_SECRET)>": it needs no session and can only turn one kind off.
import { createHmac, timingSafeEqual } from "node:crypto";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { appUrl } from "~/server/mailer.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import {
  DEFAULT_MAIL_PREFERENCES,
  isMailKind,
  mailPreferencesSchema,
  type MailKind,
  type MailPreferences,
} from "~/schemas/mail-preferences";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

const select = { messages: true, connections: true, replies: true, events: true, digest: true } as const;

function normalise(row: Record<keyof MailPreferences, string> | null): MailPreferences {
  // A stored value we no longer know (never written by us) falls back to the default, not to a crash.
  const merged = { ...DEFAULT_MAIL_PREFERENCES };
  if (!row) return merged;
  const parsed = mailPreferencesSchema.safeParse(row);
  return parsed.success ? { ...merged, ...parsed.data } : merged;
}

/** The viewer's choices (the settings page and GET /api/account/mail-preferences). */
export async function getMailPreferences(viewer: Viewer): Promise<MailPreferences> {
  return preferencesOf(viewer.id);
}

export async function preferencesOf(userId: string): Promise<MailPreferences> {
  return normalise(await db.mailPreference.findUnique({ where: { userId }, select }));
}

/** Several members' choices in one statement (jobs that mail many members). */
export async function preferencesOfMany(userIds: string[]): Promise<Map<string, MailPreferences>> {
  const rows = userIds.length
    ? await db.mailPreference.findMany({ where: { userId: { in: userIds } }, select: { userId: true, ...select } })
    : [];
  const found = new Map(rows.map(({ userId, ...row }) => [userId, normalise(row)]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? { ...DEFAULT_MAIL_PREFERENCES }]));
}

/** Changes any of the viewer's choices (the form sends all, the API any); answers all of them. */
export async function updateMailPreferences(viewer: Viewer, input: unknown): Promise<MailPreferences> {
  const change = parseInput(mailPreferencesSchema, input ?? {}, "Failed to save the email settings.");
  await limitWrite(viewer.id, "profile");
  await writePreferences(viewer.id, change);
  return preferencesOf(viewer.id);
}

async function writePreferences(userId: string, change: Partial<MailPreferences>) {
  await db.mailPreference.upsert({
    where: { userId },
    create: { userId, ...change },
    update: change,
    select: { userId: true },
  });
}

// --- Unsubscribe links -------------------------------------------------------------------------------------

/** What an unsubscribe link turns off: one kind, or ("daily") every kind the daily summary gathers. */
export type UnsubscribeKind = MailKind | "daily";
const isUnsubscribeKind = (value: unknown): value is UnsubscribeKind => value === "daily" || isMailKind(value);

function signature(userId: string, kind: UnsubscribeKind): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`unsubscribe:${userId}:${kind}`).digest("base64url");
}

export function unsubscribeToken(userId: string, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${signature(userId, kind)}`;
}

/** The member and kind a token names, or null when it is malformed or its signature is not ours. */
export function readUnsubscribeToken(token: unknown): { userId: string; kind: UnsubscribeKind } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [userId, kind, sig, extra] = token.split(".");
  if (extra !== undefined || !userId || !/^[A-Za-z0-9_-]{1,64}$/.test(userId) || !isUnsubscribeKind(kind) || !sig)
    return null;
  const expected = Buffer.from(signature(userId, kind));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
}

/** The one-click link (RFC 8058) and the headers every notification mail of `kind` carries. */
export function unsubscribeHeaders(
  userId: string,
  kind: UnsubscribeKind,
): { url: string; headers: Record<string, string> } {
  const url = appUrl(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, kind))}`);
  return {
    url,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Turns the token's kind off for its member, without a session (the mail's link, or a mail client's one-click
 * POST). A bad token is a 400; a member who is gone is the same answer as done (nothing left to mail).
 */
export async function unsubscribe(token: unknown): Promise<{ kind: UnsubscribeKind }> {
  const read = readUnsubscribeToken(token);
  if (!read) throw new AppError("validation", "token: not a valid unsubscribe link", { fields: { token: "invalid" } });
  const member = await db.user.findUnique({ where: { id: read.userId }, select: { id: true, status: true } });
  if (member && member.status !== "deleted") {
    if (read.kind !== "daily") await writePreferences(read.userId, { [read.kind]: "off" });
    else {
      const current = await preferencesOf(read.userId);
      const daily = (["messages", "connections", "replies", "events"] as const).filter((k) => current[k] === "daily");
      await writePreferences(read.userId, Object.fromEntries(daily.map((k) => [k, "off"])));
    }
  }
  return { kind: read.kind };
}
