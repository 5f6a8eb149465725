// One-time links mailed to a member (decision 058): a password reset (1 hour) or an email verification (2 days).
// The token is 256 random bits; only its SHA-256 is stored; one per member and purpose (a newer link replaces
// the older), deleted when used.
import { createHash, randomBytes } from "node:crypto";
import { db } from "~/server/db.server";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type TokenPurpose = "reset" | "verify";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 2 * 24 * 60 * 60 * 1000,
};

type Client = Pick<typeof db, "accountToken">;

/** A new link's token for the member (any older one of the same purpose stops working). */
export async function issueAccountToken(
  userId: string,
  purpose: TokenPurpose,
  email: string,
  client: Client = db,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const data = {
    tokenHash: hashToken(token),
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  };
  await client.accountToken.upsert({
    where: { userId_purpose: { userId, purpose } },
    create: { userId, purpose, ...data },
    update: data,
    select: { id: true },
  });
  return token;
}

/** The live token's member (and the address it was sent to), or null: unknown, used, replaced or expired. */
export async function findAccountToken(token: unknown, purpose: TokenPurpose, now = new Date()) {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.accountToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, purpose: true, email: true, expiresAt: true },
  });
  if (!row || row.purpose !== purpose || row.expiresAt <= now) return null;
  return row;
}

/** Uses a token once: answers false when another request used (or a newer link replaced) it first. */
export async function consumeAccountToken(id: string, client: Client = db): Promise<boolean> {
  const { count } = await client.accountToken.deleteMany({ where: { id } });
  return count === 1;
}

export async function deleteExpiredAccountTokens(now = new Date()): Promise<number> {
  const { count } = await db.accountToken.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
