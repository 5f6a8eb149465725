// Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through otplib) and single-use recovery
// codes. Setting up: a secret is made and shown (QR code and text) until the member confirms a code from it.
// Signing in: a right password for a member with it on makes a short-lived challenge instead of a session;
// the challenge takes at most MAX_ATTEMPTS codes. A code is good once: the time step it was accepted for is
// kept, and only a later step passes next (otplib's `afterTimeStep`); recovery codes are kept hashed and
// spent with a conditional update, so two requests racing with one code cannot both pass.
import { randomBytes } from "node:crypto";
import * as z from "zod";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { appUrl } from "~/server/mailer.server";
import { createLimiter, policyOf, rateLimited } from "~/server/rate-limit.server";
import { serverT } from "~/i18n/i18n.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { twoFactorCopy as copy } from "~/copy/account";
import { hashToken, toPublicUser, publicUserSelect, type PublicUser, type SessionKind } from "./accounts.server";
import { limitWrite } from "./write-limits.server";
import { mailLocaleOf, queueMail } from "./mail.server";
import { closeSessionSockets } from "~/realtime/bus.server";
import type { Viewer } from "./viewer";
import { requireRecentSignIn } from "./sign-in-acts.server";
import type { Access } from "./token-scope";
import type { TwoFactorView } from "~/lib/types/devices";

const RECOVERY_CODES = 10;
const MAX_ATTEMPTS = 5;
const CHALLENGE_MINUTES = 10;
/** One step (30 s) either side: a phone's clock a little off still signs in. */
const EPOCH_TOLERANCE_SECONDS = 30;
/** Wrong codes a member's account takes in WRONG_CODES_WINDOW_SECONDS before the next ones wait. */
export const WRONG_CODES_PER_ACCOUNT = 10;
const WRONG_CODES_WINDOW_SECONDS = 15 * 60;

let codeLimiter: RateLimiterAbstract | undefined;

/** The second step of a sign-in (POST /api/auth/login/code, with its `challenge`). */
export const codeInput = z.object({
  code: z.string({ error: copy.codeRequired }).trim().min(1, copy.codeRequired).max(40, copy.wrongCode),
});

export type TwoFactorStatus = TwoFactorView;

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function newRecoveryCode(): string {
  // 10 characters of base32 (50 bits), shown as xxxxx-xxxxx.
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

// otplib and qrcode are loaded by the first two-factor act, not by every start.
const otp = () => import("otplib");

async function qrCodeFor(email: string, secret: string): Promise<string> {
  const [{ generateURI }, { default: QRCode }] = await Promise.all([otp(), import("qrcode")]);
  const uri = generateURI({ issuer: getEnv().APP_NAME, label: email, secret });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The time step a TOTP code is valid for now, or null. */
async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const { verify } = await otp();
  const result = await verify({
    secret,
    token,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Whether `code` is a TOTP code not used before or an unused recovery code of the member; spends it.
 * Only for a member with two-factor sign-in on. Wrong codes are limited per member, wherever they are typed
 * (signing in, over any number of fresh challenges; turning it off; deleting the account): 429 past the limit.
 */
async function spendCode(userId: string, code: string): Promise<boolean> {
  const limiter = (codeLimiter ??= createLimiter({
    keyPrefix: "two-factor-codes",
    points: WRONG_CODES_PER_ACCOUNT,
    duration: WRONG_CODES_WINDOW_SECONDS,
  }));
  // Counted before checking (parallel guesses included); a right code gives its try back.
  let left: number;
  try {
    left = (await limiter.consume(userId)).remainingPoints;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext, undefined, policyOf(limiter));
    throw rejection;
  }
  if (await spendRightCode(userId, code)) {
    await limiter.reward(userId, 1);
    return true;
  }
  // The try that used up the budget tells the member: someone who knows their password is guessing.
  if (left === 0) await mailCodesPaused(userId);
  return false;
}

async function mailCodesPaused(userId: string): Promise<void> {
  const member = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true } });
  if (!member) return;
  const locale = await mailLocaleOf(userId);
  const t = serverT(locale, "mail");
  await queueMail({
    to: member.email,
    userId,
    kind: "two-factor-paused",
    locale,
    subject: t("twoFactorPaused.subject"),
    heading: t("twoFactorPaused.heading"),
    paragraphs: [t("twoFactorPaused.body", { name: member.firstName, count: WRONG_CODES_PER_ACCOUNT })],
    action: { label: t("twoFactorPaused.action"), url: appUrl("/forgot-password") },
    note: t("twoFactorPaused.note"),
  });
}

async function spendRightCode(userId: string, code: string): Promise<boolean> {
  const row = await db.twoFactor.findUnique({
    where: { userId },
    select: { secret: true, enabledAt: true, lastStep: true },
  });
  if (!row?.enabledAt) return false;
  const step = await acceptedStep(row.secret, code, row.lastStep);
  if (step !== null) {
    // Only if no other request took this step (or a later one) meanwhile.
    const { count } = await db.twoFactor.updateMany({
      where: { userId, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
      data: { lastStep: step },
    });
    return count === 1;
  }
  const normalised = normaliseRecoveryCode(code);
  if (normalised.length !== 10) return false;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashToken(normalised), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export async function twoFactorStatus(viewer: Viewer & { email: string }): Promise<TwoFactorStatus> {
  const row = await db.twoFactor.findUnique({
    where: { userId: viewer.id },
    select: { secret: true, enabledAt: true },
  });
  if (!row) return { state: "off" };
  if (!row.enabledAt) return { state: "setup", secret: row.secret, qrCode: await qrCodeFor(viewer.email, row.secret) };
  const recoveryCodesLeft = await db.recoveryCode.count({ where: { userId: viewer.id, usedAt: null } });
  return { state: "on", enabledAt: row.enabledAt.toISOString(), recoveryCodesLeft };
}

/** Starts (or restarts) setting up: a new secret, not in force until confirmed. */
export async function beginTwoFactorSetup(viewer: Viewer, access: Access): Promise<void> {
  requireRecentSignIn(access);
  await limitWrite(viewer.id, "profile");
  const existing = await db.twoFactor.findUnique({ where: { userId: viewer.id }, select: { enabledAt: true } });
  if (existing?.enabledAt) throw new AppError("conflict", copy.alreadyOn);
  const secret = (await otp()).generateSecret();
  await db.twoFactor.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, secret },
    update: { secret, lastStep: null },
  });
}

export async function cancelTwoFactorSetup(viewer: Viewer): Promise<void> {
  await db.twoFactor.deleteMany({ where: { userId: viewer.id, enabledAt: null } });
}

/**
 * Confirms the setup with a code from the app: on from now; the recovery codes, shown this once. Every other
 * session of the member (browsers, apps, tokens) ends, as a password change does: one opened with the password
 * alone must not outlive the second factor. `keepTokenHash` is the session making the change.
 */
export async function confirmTwoFactorSetup(
  viewer: Viewer,
  access: Access,
  input: unknown,
  keepTokenHash: string | null = null,
): Promise<{ recoveryCodes: string[]; endedSessions: number }> {
  requireRecentSignIn(access);
  const { code } = parseInput(codeInput, input, copy.failed);
  await limitWrite(viewer.id, "profile");
  const row = await db.twoFactor.findUnique({
    where: { userId: viewer.id },
    select: { secret: true, enabledAt: true },
  });
  if (!row || row.enabledAt) throw new AppError("conflict", row ? copy.alreadyOn : copy.notSettingUp);
  const step = await acceptedStep(row.secret, code, null);
  if (step === null) throw new AppError("validation", copy.wrongCode, { fields: { code: copy.wrongCode } });
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const others = await db.session.findMany({
    where: { userId: viewer.id, ...(keepTokenHash ? { NOT: { tokenHash: keepTokenHash } } : {}) },
    select: { tokenHash: true },
  });
  await db.$transaction([
    db.twoFactor.update({ where: { userId: viewer.id }, data: { enabledAt: new Date(), lastStep: step } }),
    db.recoveryCode.deleteMany({ where: { userId: viewer.id } }),
    db.recoveryCode.createMany({
      data: recoveryCodes.map((recovery) => ({
        userId: viewer.id,
        codeHash: hashToken(normaliseRecoveryCode(recovery)),
      })),
    }),
    db.session.deleteMany({
      where: { userId: viewer.id, tokenHash: { in: others.map((session) => session.tokenHash) } },
    }),
  ]);
  await Promise.all(others.map((session) => closeSessionSockets(session.tokenHash)));
  return { recoveryCodes, endedSessions: others.length };
}

/** Turns it off; it takes a code (from the app or a recovery code), so a left-open browser cannot. */
export async function disableTwoFactor(viewer: Viewer, access: Access, input: unknown): Promise<void> {
  requireRecentSignIn(access);
  const { code } = parseInput(codeInput, input, copy.failed);
  await limitWrite(viewer.id, "profile");
  const row = await db.twoFactor.findUnique({ where: { userId: viewer.id }, select: { enabledAt: true } });
  if (!row?.enabledAt) throw new AppError("conflict", copy.notOn);
  if (!(await spendCode(viewer.id, code)))
    throw new AppError("validation", copy.wrongCode, { fields: { code: copy.wrongCode } });
  await db.$transaction([
    db.twoFactor.deleteMany({ where: { userId: viewer.id } }),
    db.recoveryCode.deleteMany({ where: { userId: viewer.id } }),
  ]);
}

/** A code from the app or a recovery code of the member, spent (deleting an account asks for one). */
export function spendSecondFactor(userId: string, code: string): Promise<boolean> {
  return spendCode(userId, code);
}

export async function hasTwoFactor(userId: string): Promise<boolean> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return Boolean(row?.enabledAt);
}

export type Challenge = { token: string; expiresAt: Date };

/** After a right password: the challenge the second step answers. */
export async function createSignInChallenge(
  userId: string,
  kind: SessionKind,
  userAgent: string | null,
): Promise<Challenge> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  await db.signInChallenge.create({
    data: { tokenHash: hashToken(token), userId, kind, userAgent: userAgent?.slice(0, 300) || null, expiresAt },
    select: { id: true },
  });
  return { token, expiresAt };
}

/**
 * The second step: the member behind a live challenge when `code` is right (the challenge is used up);
 * a wrong code counts, and the MAX_ATTEMPTS-th ends the challenge (sign in again).
 */
export async function completeSignInChallenge(
  challengeToken: unknown,
  input: unknown,
): Promise<{ user: PublicUser; kind: SessionKind; userAgent: string | null }> {
  const token = typeof challengeToken === "string" && challengeToken.length <= 200 ? challengeToken : "";
  const { code } = parseInput(codeInput, input, copy.signInFailed);
  const now = new Date();
  // Counting first: parallel guesses cannot get more than MAX_ATTEMPTS tries between them.
  const counted = token
    ? await db.signInChallenge.updateMany({
        where: { tokenHash: hashToken(token), expiresAt: { gt: now }, attempts: { lt: MAX_ATTEMPTS } },
        data: { attempts: { increment: 1 } },
      })
    : { count: 0 };
  if (counted.count !== 1) {
    if (token) await db.signInChallenge.deleteMany({ where: { tokenHash: hashToken(token) } });
    throw new AppError("unauthorized", copy.challengeGone, { title: copy.signInFailed });
  }
  const challenge = await db.signInChallenge.findUniqueOrThrow({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, kind: true, userAgent: true, attempts: true },
  });
  if (!(await spendCode(challenge.userId, code))) {
    if (challenge.attempts >= MAX_ATTEMPTS) {
      await db.signInChallenge.deleteMany({ where: { id: challenge.id } });
      throw new AppError("unauthorized", copy.tooManyCodes, { title: copy.signInFailed });
    }
    throw new AppError("validation", copy.wrongCode, { title: copy.signInFailed, fields: { code: copy.wrongCode } });
  }
  await db.signInChallenge.deleteMany({ where: { id: challenge.id } });
  const row = await db.user.findUnique({ where: { id: challenge.userId }, select: publicUserSelect });
  if (!row || row.status !== "active")
    throw new AppError("unauthorized", copy.challengeGone, { title: copy.signInFailed });
  return {
    user: toPublicUser(row),
    kind: challenge.kind === "api" ? "api" : "browser",
    userAgent: challenge.userAgent,
  };
}

/** Challenges past their time (the periodic sweep). */
export async function deleteExpiredChallenges(now = new Date()): Promise<number> {
  const { count } = await db.signInChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
