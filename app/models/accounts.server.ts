// Accounts: a member's credentials, their sessions, and their own record as the signed-in member sees it
// (PublicUser: email, role and status too, never the password hash). Registration, sign-in, the session
// behind a cookie or Bearer token, sign-out, and suspension (an admin ending a member's sign-ins and sessions).
// Sessions are rows holding only a SHA-256 of a random 256-bit token; the browser keeps the token in an
// HttpOnly cookie, API consumers send it as a Bearer token.
import { createHash, randomBytes } from "node:crypto";
import { db, sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { closeSessionSockets, disconnectUser } from "~/realtime/bus.server";
import type { z } from "zod";
import {
  loginProblem,
  loginSchema,
  registerProblem,
  registerSchemaWith,
  type FormProblem,
} from "~/schemas/account-forms";
import { isCommonPassword } from "~/server/common-passwords.server";
import { AppError } from "~/lib/errors";
import { getEnv } from "~/server/env.server";
import type { RowOf } from "~/server/row-shape.server";
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from "~/server/password-hash.server";
import { consume, createLimiter, limitState, rateLimited, policyOf } from "~/server/rate-limit.server";
import { isCleanText } from "~/lib/text";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "./activity.server";
import { writeVerificationMail } from "./email-verification.server";
import { recordAdminAction } from "./audit.server";
import {
  deleteExpiredEndedSessions,
  forgetEndedSessions,
  rememberEndedSessions,
  sessionsToEnd,
} from "./suspension.server";
import { suspendReasonSchema } from "~/schemas/admin";
import { accessOf, type Access } from "./token-scope";
import { liveSessionRule, PERSONAL_TOKEN, sessionIdleCutoff, sessionIsIdle } from "./visibility-rules.server";
import { searchTextFor } from "~/lib/search-text";
import { avatarUrl, parseLanguages, parseList } from "./member-fields.server";
import { userIdSchema } from "~/schemas/ids";
import type { AdminUser } from "~/lib/types/admin";
import { movingToOf, type MovingTo } from "~/lib/moving";
import {
  placeOfRow,
  placeRowShape,
  placeSelect,
  resolvePlaceInput,
  toApiPlace,
  type ApiPlace,
  type PlaceRecord,
} from "./places.server";

export const publicUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profileImageUrl: true,
  countryOfOrigin: true,
  secondHomeland: true,
  currentLocation: true,
  placeId: true,
  place: { select: placeSelect },
  placeAskedAt: true,
  movingPlaceId: true,
  movingLabel: true,
  movingMonth: true,
  welcomeHelperAt: true,
  locale: true,
  languages: true,
  bio: true,
  skills: true,
  interests: true,
  role: true,
  status: true,
  createdAt: true,
} as const;

export type UserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  countryOfOrigin: string | null;
  /** A second homeland (issue 43): shown on the profile; circles and Discover count both. */
  secondHomeland: string | null;
  currentLocation: string | null;
  placeId: number | null;
  place: PlaceRecord | null;
  /** When the member was asked to pick their city (decision 053); the banner asks once. */
  placeAskedAt: Date | null;
  /** Moving to a city around a month (decision 067): all three set or all null. */
  movingPlaceId: number | null;
  movingLabel: string | null;
  movingMonth: string | null;
  /** Since when they help newcomers from their homeland in their city (null: they do not). */
  welcomeHelperAt: Date | null;
  /** The language they chose (decision 068); null: their browser's. */
  locale: string | null;
  /** The languages they speak (decision 069): a JSON array of codes; null: none said. */
  languages: string | null;
  bio: string | null;
  skills: string;
  interests: string;
  role: "member" | "admin";
  status: "active" | "suspended" | "deleted";
  createdAt: Date;
};

export type PublicUser = Omit<
  UserRow,
  "skills" | "interests" | "languages" | "place" | "movingPlaceId" | "movingLabel" | "movingMonth" | "welcomeHelperAt"
> & {
  /** Opted in to help newcomers from their homeland in their city (decision 067). */
  welcomeHelper: boolean;
  skills: string[];
  interests: string[];
  languages: string[];
  avatarUrl: string;
  /** The member's city: `currentLocation` is its label ("Berlin, Germany"). */
  place: ApiPlace | null;
  /** "Moving to Lisbon around March 2027" (decision 067), or null. */
  movingTo: MovingTo | null;
};

export function toPublicUser(row: UserRow): PublicUser {
  const { movingPlaceId, movingLabel, movingMonth, welcomeHelperAt, ...rest } = row;
  return {
    ...rest,
    welcomeHelper: welcomeHelperAt !== null,
    movingTo: movingToOf({ movingPlaceId, movingLabel, movingMonth }),
    place: toApiPlace(row.place),
    skills: parseList(row.skills),
    interests: parseList(row.interests),
    languages: parseLanguages(row.languages),
    avatarUrl: avatarUrl(row),
  };
}

/** Used by `npm run admin:grant`. */
export async function grantAdminByEmail(email: string): Promise<PublicUser> {
  const normalized = email.trim().toLowerCase();
  const existing = await db.user.findUnique({ where: { email: normalized }, select: { id: true } });
  if (!existing) throw new Error(`No account with the email "${normalized}". Register it first, then grant the role.`);
  const row = await db.user.update({ where: { id: existing.id }, data: { role: "admin" }, select: publicUserSelect });
  return toPublicUser(row);
}

/** The fields an admin sees of a member (their email too, never the password hash). */
export const adminUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profileImageUrl: true,
  countryOfOrigin: true,
  currentLocation: true,
  role: true,
  status: true,
  createdAt: true,
} as const;

export function toAdminUser(row: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  role: "member" | "admin";
  status: "active" | "suspended" | "deleted";
  createdAt: Date;
}): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString(), avatarUrl: avatarUrl(row) };
}

export type SessionKind = "browser" | "api";
export type NewSession = { token: string; expiresAt: Date };
/** How much of a User-Agent header a session keeps. */
const USER_AGENT_MAX = 300;

const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Parses a login or registration form; a rejection carries the spec's toast for the form's problem. */
/** The registration form with the server's list of common passwords. */
const registerOnServer = registerSchemaWith(isCommonPassword);

function parseAuthForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  problemOf: (fields: Record<string, string>) => FormProblem | null,
  fallbackTitle: string,
): z.infer<S> {
  try {
    return parseInput(schema, input, fallbackTitle);
  } catch (error) {
    const problem = error instanceof AppError && error.fields ? problemOf(error.fields) : null;
    if (!problem) throw error;
    throw new AppError("validation", problem.description, { title: problem.title, fields: (error as AppError).fields });
  }
}

/** Failed sign-ins, in three counts (docs/decisions/029-login-limits-and-hash-pool.md): per (email, IP) pair,
 * tight and reset by a successful sign-in; per IP across emails, loose enough for a shared office or campus
 * address; and per email, counted and enforced only for addresses that have already failed for it, so a
 * stranger rotating addresses cannot lock the member out of a fresh one. */
const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
const loginLimiters = lazy(() => {
  const env = getEnv();
  return {
    pair: createLimiter({
      keyPrefix: "login-fail-pair",
      points: env.RATE_LIMIT_LOGIN_FAILURES_PER_PAIR,
      duration: LOGIN_FAILURE_WINDOW_SECONDS,
    }),
    ip: createLimiter({
      keyPrefix: "login-fail-ip",
      points: env.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      duration: LOGIN_FAILURE_WINDOW_SECONDS,
    }),
    email: createLimiter({ keyPrefix: "login-fail-email", points: env.RATE_LIMIT_AUTH_EMAIL_PER_HOUR, duration: 3600 }),
  };
});

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const pairKey = (email: string, clientIp: string) => `${email}|${clientIp}`;

/** Refuses (429) a sign-in its failures have used up; answers whether this address has failed for this email. */
async function refuseBlockedLogin(email: string, clientIp: string): Promise<{ pairHasFailed: boolean }> {
  const limiters = loginLimiters();
  const [pair, ip, byEmail] = await Promise.all([
    limitState(limiters.pair, pairKey(email, clientIp)),
    limitState(limiters.ip, clientIp),
    limitState(limiters.email, email),
  ]);
  const pairHasFailed = pair.used > 0;
  // The limit that holds the sign-in back longest is the one the 429 names.
  const [wait, limiter] = [
    [pair.blockedMs, limiters.pair] as const,
    [ip.blockedMs, limiters.ip] as const,
    [pairHasFailed ? byEmail.blockedMs : 0, limiters.email] as const,
  ].reduce((longest, next) => (next[0] > longest[0] ? next : longest));
  if (wait > 0) throw rateLimited(wait, undefined, policyOf(limiter));
  return { pairHasFailed };
}

async function countFailedLogin(email: string, clientIp: string, pairHasFailed: boolean): Promise<void> {
  const limiters = loginLimiters();
  await Promise.all([
    limiters.pair.penalty(pairKey(email, clientIp)),
    limiters.ip.penalty(clientIp),
    pairHasFailed ? limiters.email.penalty(email) : undefined,
  ]);
}

/**
 * Checks credentials; the same answer (and the same time) for an unknown email and a wrong password.
 * `clientIp` keys the failed-attempt limits.
 */
export async function verifyLogin(input: Record<string, unknown>, clientIp: string): Promise<PublicUser> {
  const { email, password } = parseAuthForm(loginSchema, input, loginProblem, "Login failed");
  const { pairHasFailed } = await refuseBlockedLogin(email, clientIp);
  const row = await db.user.findUnique({ where: { email }, select: { ...publicUserSelect, passwordHash: true } });
  const valid = await verifyPassword(password, row?.passwordHash ?? (await timingDummyHash()));
  if (!row || !valid) {
    await countFailedLogin(email, clientIp, pairHasFailed);
    throw new AppError("unauthorized", "Invalid email or password", { title: "Login failed" });
  }
  await loginLimiters().pair.delete(pairKey(email, clientIp));
  if (row.status === "suspended") {
    throw new AppError("suspended", "Your account has been suspended. Please contact the community admins.", {
      title: "Login failed",
    });
  }
  const { passwordHash, ...user } = row;
  if (needsRehash(passwordHash)) {
    // Upgrade the hash to today's cost while we hold the password; a failure here (a full hash pool too)
    // must not block sign-in: the next one tries again.
    await hashPassword(password)
      .then((upgraded) => db.user.updateMany({ where: { id: row.id, passwordHash }, data: { passwordHash: upgraded } }))
      .catch(() => {});
  }
  return toPublicUser(user);
}

const registrationLimiters = lazy(() => {
  const env = getEnv();
  return {
    ip: createLimiter({ keyPrefix: "register-ip", points: env.RATE_LIMIT_AUTH_IP_PER_MINUTE, duration: 60 }),
    email: createLimiter({ keyPrefix: "register-email", points: env.RATE_LIMIT_AUTH_PER_MINUTE, duration: 60 }),
  };
});

// Deliberately vague: without email verification a taken address cannot be hidden entirely (see
// docs/decisions/007-registration-and-account-enumeration.md), but it need not be announced.
const REGISTRATION_CONFLICT =
  "We couldn't create an account with these details. If you already have an account, sign in instead.";

/** Registration attempts count per IP and per email; `clientIp` keys them. */
export async function registerUser(input: Record<string, unknown>, clientIp: string): Promise<PublicUser> {
  const limiters = registrationLimiters();
  await consume(limiters.ip, clientIp);
  if (typeof input.email === "string" && input.email.trim() && isCleanText(input.email)) {
    await consume(limiters.email, input.email.trim().toLowerCase());
  }
  const data = parseAuthForm(registerOnServer, input, registerProblem, "Registration failed");
  const place = await resolvePlaceInput({ text: data.currentLocation, placeId: input.placeId }, "currentLocation");
  const currentLocation = place ? place.label : null;
  // Hash before the lookup, so a taken email answers in the same time as a new one.
  const passwordHash = await hashPassword(data.password);
  const taken = await db.user.findUnique({ where: { email: data.email }, select: { id: true } });
  const conflict = () =>
    new AppError("conflict", REGISTRATION_CONFLICT, {
      title: "Registration failed",
      fields: { email: REGISTRATION_CONFLICT },
    });
  if (taken) throw conflict();
  try {
    // The member and their "joined" activity commit together (decision 031).
    const row = await db.$transaction(async (tx) => {
      const row = await tx.user.create({
        data: {
          email: data.email,
          passwordHash,
          firstName: data.firstName,
          lastName: data.lastName,
          countryOfOrigin: data.countryOfOrigin ?? null,
          currentLocation,
          placeId: place?.id ?? null,
          searchText: searchTextFor({ ...data, currentLocation }),
        },
        select: publicUserSelect,
      });
      // The confirmation link commits with the member (decision 058); it is mailed by a job.
      await writeVerificationMail(tx, row);
      await recordActivity(
        {
          actorId: row.id,
          verb: "user.registered",
          subjectId: row.id,
          description: `${row.firstName} ${row.lastName} joined the community`,
        },
        tx,
      );
      return row;
    });
    return toPublicUser(row);
  } catch (error) {
    // Two registrations racing for the same email.
    if ((error as { code?: string }).code === "P2002") throw conflict();
    throw error;
  }
}

/** A new session for a member; `userAgent` (the sign-in request's) lets them tell their devices apart later. */
export async function createSession(
  userId: string,
  kind: SessionKind,
  userAgent: string | null = null,
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + getEnv().SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      kind,
      expiresAt,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
    },
    select: { id: true },
  });
  return { token, expiresAt };
}

/** The session behind a token with its active user, or null when it is unknown, expired, revoked or the user is suspended. */
export async function getSessionByToken(
  token: string,
): Promise<{ user: PublicUser; tokenHash: string; access: Access } | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  // Every page and API call starts here: one portable SQL statement (the session joined to its member)
  // rather than two model queries through Prisma's query compiler (decision 018).
  const now = new Date();
  const [row] = await readRows<SessionRow[]>`
    SELECT s."id" AS "sessionId", s."expiresAt", s."lastSeenAt", s."kind" AS "sessionKind", s."scope", s."createdAt" AS "signedInAt",
           CASE WHEN ${liveSessionRule(now).sql({ expiresAt: sql`s."expiresAt"`, lastSeenAt: sql`s."lastSeenAt"`, kind: sql`s."kind"`, memberStatus: sql`u."status"` })} THEN 1 ELSE 0 END AS "live",
           u."id", u."firstName", u."lastName", u."email", u."profileImageUrl", u."countryOfOrigin", u."secondHomeland", u."currentLocation",
           u."placeId", u."placeAskedAt", u."movingPlaceId", u."movingLabel", u."movingMonth", u."welcomeHelperAt", u."locale", u."languages",
           p."name" AS "placeName", p."countryCode" AS "placeCountryCode",
           p."region" AS "placeRegion", p."lat" AS "placeLat", p."lon" AS "placeLon", p."timeZone" AS "placeTimeZone",
           u."bio", u."skills", u."interests", u."role", u."status", u."createdAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId" LEFT JOIN "Place" p ON p."id" = u."placeId"
    WHERE s."tokenHash" = ${tokenHash}`;
  if (!row) return null;
  const {
    sessionId,
    expiresAt,
    lastSeenAt,
    sessionKind,
    scope,
    signedInAt,
    live,
    placeName,
    placeCountryCode,
    placeRegion,
    placeLat,
    placeLon,
    placeTimeZone,
    ...member
  } = row;
  const user = {
    ...member,
    placeId: member.placeId === null ? null : Number(member.placeId),
    movingPlaceId: member.movingPlaceId === null ? null : Number(member.movingPlaceId),
    // The joined place's columns are null together (none joined): its id is the member's when it was.
    place: placeOfRow({
      placeId: placeName === null ? null : member.placeId,
      placeName,
      placeCountryCode,
      placeRegion,
      placeLat,
      placeLon,
      placeTimeZone,
    }),
  };
  if (!Number(live)) {
    // An expired or idle row goes when it is next used (the periodic sweep takes the rest); a suspended member's stays.
    if (expiresAt <= now || sessionIsIdle(sessionKind, lastSeenAt, now))
      await db.session.deleteMany({ where: { id: sessionId } });
    return null;
  }
  if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.session.updateMany({ where: { id: sessionId }, data: { lastSeenAt: now } });
  }
  return { user: toPublicUser(user), tokenHash, access: accessOf(scope, signedInAt) };
}

/** getSessionByToken's row: the session, whether the live-session rule holds, and its member. */
export const sessionRowShape = {
  sessionId: "string",
  expiresAt: "Date",
  lastSeenAt: "Date",
  sessionKind: "string",
  scope: "string|null",
  signedInAt: "Date",
  live: "number|bigint|boolean",
  id: "string",
  firstName: "string",
  lastName: "string",
  email: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  secondHomeland: "string|null",
  currentLocation: "string|null",
  // placeId (the member's) comes with the place's columns below.
  placeAskedAt: "Date|null",
  movingPlaceId: "number|bigint|null",
  movingLabel: "string|null",
  movingMonth: "string|null",
  welcomeHelperAt: "Date|null",
  locale: "string|null",
  languages: "string|null",
  ...placeRowShape,
  bio: "string|null",
  skills: "string",
  interests: "string",
  role: "string",
  status: "string",
  createdAt: "Date",
} as const;
type SessionRow = RowOf<typeof sessionRowShape> & Pick<UserRow, "role" | "status">;

/** The active user behind a token, or null when it is unknown, expired, revoked or the user is suspended. */
export async function getUserBySessionToken(token: string): Promise<PublicUser | null> {
  return (await getSessionByToken(token))?.user ?? null;
}

/** Of these session token hashes, the ones still valid (not revoked or expired, member active): one query per 500. */
export async function liveSessionHashes(tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  const live = new Set<string>();
  // Prisma's SQLite adapter refuses a query with 999 or more bound values (P2029).
  for (let i = 0; i < tokenHashes.length; i += 500) {
    const rows = await db.session.findMany({
      where: { tokenHash: { in: tokenHashes.slice(i, i + 500) }, ...liveSessionRule(now).where },
      select: { tokenHash: true },
    });
    for (const row of rows) live.add(row.tokenHash);
  }
  return live;
}

/** Ends one session (logout) and closes its open sockets on every node (through the bus). */
export async function revokeSession(token: string): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await db.session.deleteMany({ where: { tokenHash } });
  await closeSessionSockets(tokenHash);
}

/**
 * Ends every session of a member and closes their open sockets on every node at once (through the bus; a node
 * that misses the event closes them at its next socket heartbeat). Password change and suspension go through here.
 */
export async function revokeAllSessions(userId: string): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId } });
  await disconnectUser(userId);
  return count;
}

type Admin = Pick<PublicUser, "id" | "role" | "firstName" | "lastName">;

/** The member an admin acts on: 404 for a malformed id, an unknown or a deleted member. */
export async function findTarget(userId: unknown) {
  const id = parseInput(userIdSchema, userId);
  const row = await db.user.findUnique({ where: { id }, select: adminUserSelect });
  if (!row || row.status === "deleted") throw new AppError("not_found", "User not found");
  return row;
}

function requireAdminActor(actor: Pick<PublicUser, "role">, message: string) {
  if (actor.role !== "admin") throw new AppError("forbidden", message);
}

/**
 * An admin suspends a member, saying why (shown to the member, kept in the audit log): no more sign-ins, and
 * every session (cookie and Bearer) and open socket of theirs ends now, on every node. Never themself nor
 * another admin (409). The reason is required (400).
 */
export async function suspendUser(actor: Admin, userId: unknown, input: unknown): Promise<AdminUser> {
  const target = await suspensionTarget(actor, userId);
  const { reason } = parseInput(suspendReasonSchema, input);
  if (target.status !== "suspended") await db.$transaction((tx) => writeSuspension(tx, actor, target, reason));
  // Always, even when already suspended: a session made in a race ends too. (A suspended member's sessions are
  // refused anyway, liveSessionRule: a crash before this leaves nothing open.)
  await endSessionsForSuspension(target.id);
  return toAdminUser({ ...target, status: "suspended" });
}

/** Ends every session of a suspended member; their browser ones are remembered for the /suspended notice. */
export async function endSessionsForSuspension(userId: string): Promise<number> {
  const ending = await sessionsToEnd(userId);
  const count = await revokeAllSessions(userId);
  await rememberEndedSessions(userId, ending);
  return count;
}

/** Whom `actor` may suspend: 404 for an unknown member, 409 for themself or an admin. */
export async function suspensionTarget(actor: Admin, userId: unknown) {
  requireAdminActor(actor, "Only admins can suspend members");
  const target = await findTarget(userId);
  if (target.id === actor.id) throw new AppError("conflict", "You cannot suspend yourself");
  if (target.role === "admin")
    throw new AppError("conflict", "Admins cannot be suspended; remove their admin role first");
  return target;
}

/**
 * The suspension and its audit row, in the caller's transaction (a moderation resolves its reports in the same
 * one). A member suspended meanwhile changes nothing; one made admin meanwhile is a 409.
 */
export async function writeSuspension(
  tx: Pick<typeof db, "user" | "adminAction">,
  actor: Admin,
  target: { id: string; firstName: string; lastName: string },
  reason: string,
): Promise<void> {
  // Only a member who is still a member and active: a concurrent role change or suspension wins.
  const { count } = await tx.user.updateMany({
    where: { id: target.id, role: "member", status: "active" },
    data: { status: "suspended", suspendedReason: reason },
  });
  if (count === 0) {
    const now = await tx.user.findUnique({ where: { id: target.id }, select: { role: true } });
    if (now?.role === "admin")
      throw new AppError("conflict", "Admins cannot be suspended; remove their admin role first");
    return;
  }
  await recordAdminAction(
    actor,
    {
      action: "user.suspend",
      subjectType: "user",
      subjectId: target.id,
      subjectLabel: `${target.firstName} ${target.lastName}`,
      note: reason,
    },
    tx,
  );
}

/**
 * An admin ends every session (cookie and Bearer) and open socket of a member, without suspending them: a
 * stolen or forgotten session stops working and the member signs in again. Written to the audit log.
 */
export async function signOutUser(actor: Admin, userId: unknown): Promise<AdminUser> {
  requireAdminActor(actor, "Only admins can sign members out");
  const target = await findTarget(userId);
  if (target.id === actor.id) throw new AppError("conflict", "You cannot sign yourself out from here");
  await db.$transaction(async (tx) => {
    await tx.session.deleteMany({ where: { userId: target.id } });
    const entry = { subjectType: "user", subjectId: target.id, subjectLabel: `${target.firstName} ${target.lastName}` };
    await recordAdminAction(actor, { action: "user.sign-out", ...entry }, tx);
  });
  await disconnectUser(target.id);
  return toAdminUser(target);
}

/** An admin lets a suspended member sign in again (their old sessions stay ended). Written to the audit log. */
export async function activateUser(actor: Admin, userId: unknown, note?: string | null): Promise<AdminUser> {
  requireAdminActor(actor, "Only admins can activate members");
  const target = await findTarget(userId);
  if (target.status !== "active") {
    await db.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: target.id, status: "suspended" },
        data: { status: "active", suspendedReason: null },
      });
      if (count === 0) return;
      await forgetEndedSessions(tx, target.id);
      await recordAdminAction(
        actor,
        {
          action: "user.activate",
          subjectType: "user",
          subjectId: target.id,
          subjectLabel: `${target.firstName} ${target.lastName}`,
          note,
        },
        tx,
      );
    });
  }
  return toAdminUser({ ...target, status: "active" });
}

/** Deletes every expired or idle session (the hourly sweep, app/server/cleanup.server.ts); answers how many. */
export async function deleteExpiredSessions(now = new Date()): Promise<number> {
  // The suspension notices of ended sessions go with them (they are not counted).
  await deleteExpiredEndedSessions(now);
  const { count } = await db.session.deleteMany({
    where: {
      OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: sessionIdleCutoff(now) }, kind: { not: PERSONAL_TOKEN } }],
    },
  });
  return count;
}
