// Passkeys (WebAuthn, through @simplewebauthn/server): a member adds them on the security page and signs in
// with one alone from the login page (decision 045). Challenges are random, kept hashed, good for 5 minutes
// and used once (a conditional delete). A passkey sign-in is two factors in one (the device and its
// unlock), so it skips the authenticator-app code step.
import { randomBytes } from "node:crypto";
import * as z from "zod";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { describeUserAgent } from "~/lib/user-agent";
import { passkeyCopy as copy } from "~/copy/account";
import type { PasskeyView } from "~/lib/types/devices";
import { hashToken, publicUserSelect, toPublicUser, type PublicUser } from "./accounts.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";
import { requireRecentSignIn } from "./sign-in-acts.server";
import type { Access } from "./token-scope";

const CHALLENGE_MS = 5 * 60_000;
const MAX_PASSKEYS = 20;

/** Where passkeys are bound: APP_URL's origin, else the request's own (development and tests). */
export function relyingParty(requestUrl: string): { origin: string; rpID: string } {
  const origin = new URL(getEnv().APP_URL ?? requestUrl).origin;
  return { origin, rpID: new URL(origin).hostname };
}

// The browser's answer is checked by the library; this only bounds its size and shape before it does.
const credentialJson = z
  .object({ id: z.string().min(1).max(1024), rawId: z.string().max(1024), type: z.literal("public-key") })
  .passthrough()
  .refine((value) => JSON.stringify(value).length <= 64_000, "The answer is too large");
export const registrationInput = z.object({
  response: credentialJson,
  name: z.string().trim().max(60).optional(),
});
export const authenticationInput = z.object({ response: credentialJson });
const passkeyIdInput = z.object({ passkeyId: z.string().trim().min(1).max(1024) });

async function newChallenge(purpose: "register" | "sign-in", userId: string | null): Promise<string> {
  const challenge = randomBytes(32).toString("base64url");
  await db.passkeyChallenge.create({
    data: { challengeHash: hashToken(challenge), userId, purpose, expiresAt: new Date(Date.now() + CHALLENGE_MS) },
    select: { id: true },
  });
  return challenge;
}

/** The challenge the browser signed (from its client data), spent: null if unknown, expired or used. */
async function spendChallenge(
  clientDataJSON: unknown,
  purpose: "register" | "sign-in",
  userId: string | null,
): Promise<string | null> {
  let challenge: unknown;
  try {
    challenge = JSON.parse(Buffer.from(String(clientDataJSON), "base64url").toString("utf8")).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string" || challenge.length > 200) return null;
  const { count } = await db.passkeyChallenge.deleteMany({
    where: { challengeHash: hashToken(challenge), purpose, userId, expiresAt: { gt: new Date() } },
  });
  return count === 1 ? challenge : null;
}

export async function listPasskeys(viewer: Viewer): Promise<PasskeyView[]> {
  const rows = await db.passkey.findMany({
    where: { userId: viewer.id },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_PASSKEYS,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Options for the browser's navigator.credentials.create(). */
export async function passkeyRegistrationOptions(viewer: PublicUser, access: Access, requestUrl: string) {
  requireRecentSignIn(access);
  await limitWrite(viewer.id, "profile");
  const existing = await db.passkey.findMany({ where: { userId: viewer.id }, select: { id: true, transports: true } });
  if (existing.length >= MAX_PASSKEYS) throw new AppError("conflict", `At most ${MAX_PASSKEYS} passkeys.`);
  const { rpID } = relyingParty(requestUrl);
  const challenge = await newChallenge("register", viewer.id);
  return generateRegistrationOptions({
    rpName: getEnv().APP_NAME,
    rpID,
    userName: viewer.email,
    userDisplayName: `${viewer.firstName} ${viewer.lastName}`,
    userID: new TextEncoder().encode(viewer.id),
    challenge: Buffer.from(challenge, "base64url"),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: splitTransports(row.transports) })),
    // A discoverable credential, so the login page can sign in with no email typed.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

function splitTransports(value: string): string[] {
  return value ? value.split(",") : [];
}

/** Checks the browser's new credential against the member's challenge and keeps it. */
export async function addPasskey(
  viewer: Viewer,
  access: Access,
  input: unknown,
  requestUrl: string,
  userAgent: string | null,
): Promise<PasskeyView> {
  requireRecentSignIn(access);
  const { response, name } = parseInput(registrationInput, input, copy.addFailed);
  const registration = response as unknown as RegistrationResponseJSON;
  const challenge = await spendChallenge(registration.response?.clientDataJSON, "register", viewer.id);
  if (!challenge) throw new AppError("validation", copy.challengeGone, { title: copy.addFailed });
  const { origin, rpID } = relyingParty(requestUrl);
  const verification = await verifyRegistrationResponse({
    response: registration,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw new AppError("validation", error instanceof Error ? error.message : copy.addFailed, {
      title: copy.addFailed,
    });
  });
  if (!verification.verified) throw new AppError("validation", copy.addFailed, { title: copy.addFailed });
  const { credential } = verification.registrationInfo;
  const row = await db.passkey
    .create({
      data: {
        id: credential.id,
        userId: viewer.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(","),
        name: name || describeUserAgent(userAgent),
      },
      select: { id: true, name: true, createdAt: true },
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2002")
        throw new AppError("conflict", copy.addFailed, { title: copy.addFailed });
      throw error;
    });
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
}

export async function removePasskey(viewer: Viewer, access: Access, input: unknown): Promise<void> {
  requireRecentSignIn(access);
  const { passkeyId } = parseInput(passkeyIdInput, input);
  await limitWrite(viewer.id, "profile");
  const { count } = await db.passkey.deleteMany({ where: { id: passkeyId, userId: viewer.id } });
  if (count === 0) throw new AppError("not_found", copy.notFound);
}

/** Options for the login page's navigator.credentials.get(): any of this site's passkeys. */
export async function passkeySignInOptions(requestUrl: string) {
  const challenge = await newChallenge("sign-in", null);
  return generateAuthenticationOptions({
    rpID: relyingParty(requestUrl).rpID,
    challenge: Buffer.from(challenge, "base64url"),
    userVerification: "preferred",
  });
}

/** The member whose passkey signed the challenge (active members only). */
export async function signInWithPasskey(input: unknown, requestUrl: string): Promise<PublicUser> {
  const { response } = parseInput(authenticationInput, input, copy.signInFailed);
  const authentication = response as unknown as AuthenticationResponseJSON;
  const challenge = await spendChallenge(authentication.response?.clientDataJSON, "sign-in", null);
  if (!challenge) throw new AppError("unauthorized", copy.challengeGone, { title: copy.signInFailed });
  const passkey = await db.passkey.findUnique({
    where: { id: authentication.id },
    select: { id: true, publicKey: true, counter: true, transports: true, user: { select: publicUserSelect } },
  });
  if (!passkey) throw new AppError("unauthorized", copy.unknownPasskey, { title: copy.signInFailed });
  const { origin, rpID } = relyingParty(requestUrl);
  const verification = await verifyAuthenticationResponse({
    response: authentication,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: splitTransports(passkey.transports),
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false, authenticationInfo: null }));
  if (!verification.verified || !verification.authenticationInfo)
    throw new AppError("unauthorized", copy.signInFailed, { title: copy.signInFailed });
  await db.passkey.update({
    where: { id: passkey.id },
    data: { counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() },
    select: { id: true },
  });
  if (passkey.user.status !== "active")
    throw new AppError("suspended", "Your account has been suspended. Please contact the community admins.", {
      title: "Login failed",
    });
  return toPublicUser(passkey.user);
}

export async function deleteExpiredPasskeyChallenges(now = new Date()): Promise<number> {
  const { count } = await db.passkeyChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
