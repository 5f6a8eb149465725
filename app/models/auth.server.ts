// Accounts and sessions. Sessions are rows holding only a SHA-256 of a random 256-bit token;
// the browser keeps the token in an HttpOnly cookie, API consumers send it as a Bearer token.
import { createHash, randomBytes } from "node:crypto";
import { db } from "~/db.server";
import { loginProblem, loginSchema, registerProblem, registerSchema } from "~/schemas/auth";
import { AppError } from "~/utils/errors";
import { getEnv } from "~/utils/env.server";
import { hashPassword, timingDummyHash, verifyPassword } from "~/utils/password.server";
import { parseInput } from "~/utils/validation";
import { enforce } from "~/utils/rate-limit.server";
import { recordActivity } from "./activity.server";
import { publicUserSelect, searchTextFor, toPublicUser, type PublicUser } from "./users.server";

export type SessionKind = "browser" | "api";
export type NewSession = { token: string; expiresAt: Date };

const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function problemError(problem: { title: string; description: string; fields: Record<string, string> }) {
  return new AppError("validation", problem.description, { title: problem.title, fields: problem.fields });
}

/** Checks credentials; the same answer for an unknown email and a wrong password. */
export async function verifyLogin(input: Record<string, unknown>): Promise<PublicUser> {
  const problem = loginProblem(input);
  if (problem) throw problemError(problem);
  const { email, password } = parseInput(loginSchema, input, "Login failed");
  const row = await db.user.findUnique({ where: { email }, select: { ...publicUserSelect, passwordHash: true } });
  const valid = await verifyPassword(password, row?.passwordHash ?? (await timingDummyHash()));
  if (!row || !valid) throw new AppError("unauthorized", "Invalid email or password", { title: "Login failed" });
  if (row.status === "suspended") {
    throw new AppError("suspended", "Your account has been suspended. Please contact the community admins.", {
      title: "Login failed",
    });
  }
  const { passwordHash: _omit, ...user } = row;
  return toPublicUser(user);
}

export async function registerUser(input: Record<string, unknown>): Promise<PublicUser> {
  const problem = registerProblem(input);
  if (problem) throw problemError(problem);
  const data = parseInput(registerSchema, input, "Registration failed");
  const taken = await db.user.findUnique({ where: { email: data.email }, select: { id: true } });
  const conflict = () =>
    new AppError("conflict", "An account with this email already exists", {
      title: "Registration failed",
      fields: { email: "An account with this email already exists" },
    });
  if (taken) throw conflict();
  const passwordHash = await hashPassword(data.password);
  try {
    const row = await db.user.create({
      data: {
        email: data.email,
        passwordHash,
        firstName: data.firstName,
        lastName: data.lastName,
        countryOfOrigin: data.countryOfOrigin ?? null,
        currentLocation: data.currentLocation ?? null,
        searchText: searchTextFor(data),
      },
      select: publicUserSelect,
    });
    await recordActivity({
      actorId: row.id,
      verb: "user.registered",
      subjectId: row.id,
      description: `${row.firstName} ${row.lastName} joined the community`,
    });
    return toPublicUser(row);
  } catch (error) {
    // Two registrations racing for the same email.
    if ((error as { code?: string }).code === "P2002") throw conflict();
    throw error;
  }
}

export async function createSession(userId: string, kind: SessionKind): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + getEnv().SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.session.create({ data: { tokenHash: hashToken(token), userId, kind, expiresAt }, select: { id: true } });
  return { token, expiresAt };
}

/** The active user behind a token, or null when it is unknown, expired, revoked or the user is suspended. */
export async function getUserBySessionToken(token: string): Promise<PublicUser | null> {
  if (!token || token.length > 200) return null;
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, expiresAt: true, lastSeenAt: true, user: { select: publicUserSelect } },
  });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await db.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (session.user.status !== "active") return null;
  if (now - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.session.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  return toPublicUser(session.user);
}

export async function revokeSession(token: string): Promise<void> {
  if (!token) return;
  await db.session.deleteMany({ where: { tokenHash: hashToken(token) } });
}

export async function revokeAllSessions(userId: string): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId } });
  return count;
}

export async function deleteExpiredSessions(now = new Date()): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/** Login and registration attempts per IP and per email, in one place for the page and the API. */
export function limitAuthAttempts(action: "login" | "register", clientIp: string, email: unknown) {
  const { RATE_LIMIT_AUTH_PER_MINUTE: perMinute, RATE_LIMIT_AUTH_IP_PER_MINUTE: perIp } = getEnv();
  const limits = [{ key: `${action}:ip:${clientIp}`, limit: perIp, windowMs: 60_000 }];
  if (typeof email === "string" && email.trim()) {
    limits.push({ key: `${action}:email:${email.trim().toLowerCase()}`, limit: perMinute, windowMs: 60_000 });
  }
  enforce(limits);
}
