// One answer per submission (decision 031). A create form carries a one-time token (`_submission`, made by
// EnhancedForm); an API client may send an Idempotency-Key. The create records (member, token) with its answer
// in its own transaction, so a crash cannot keep one without the other. The same token again (a member tapping
// "Post" three times on a slow network, a retried request) writes nothing and gets the first answer. Without a
// token every submission writes, as before.
import { createHash } from "node:crypto";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { SUBMISSION_TOKEN_PATTERN } from "~/lib/submission-token";
import type { Viewer } from "./viewer";

/** A form's token or an API client's Idempotency-Key, as sent; empty or absent: no token. */
export type Submission = string | null | undefined;

/** How long a token keeps its answer at least: the cleanup sweep deletes older ones. */
export const SUBMISSION_TTL_MS = 24 * 60 * 60 * 1000;

type Client = Pick<typeof db, "formSubmission">;

/** Records the answer with the write: call it last inside the write's transaction. A repeat fails here. */
export type Remember<T> = (tx: Client, answer: T) => Promise<T>;

function parseToken(submission: Submission): string | null {
  if (submission === undefined || submission === null || submission === "") return null;
  if (typeof submission === "string" && SUBMISSION_TOKEN_PATTERN.test(submission)) return submission;
  throw new AppError("validation", "This form's submission token is not valid. Reload the page and send it again.", {
    title: "Form out of date",
  });
}

/** The request's fingerprint: the same token sent with other content is a mistake, not a repeat. */
function fingerprint(request: unknown): string {
  return createHash("sha256").update(JSON.stringify(request)).digest("base64url");
}

/**
 * Runs a create once per member and token. `request` names the write and its checked input (["post", data]);
 * `write` does the work and calls `remember(tx, answer)` last in its transaction (`tokened` says whether there is a
 * token to record: a write of one statement needs a transaction only then). When it fails (the token's row is
 * already there, or an earlier row makes it a conflict, or the repeat is over a rate limit) and the token answered
 * before, that first answer is the answer: one read, on the failure path only.
 */
export async function once<T>(
  viewer: Viewer,
  submission: Submission,
  request: unknown,
  write: (remember: Remember<T>, tokened: boolean) => Promise<T>,
): Promise<T> {
  const token = parseToken(submission);
  if (!token) return write(async (_tx, answer) => answer, false);
  const key = { userId: viewer.id, token };
  const asked = fingerprint(request);
  try {
    return await write(async (tx, answer) => {
      await tx.formSubmission.create({
        data: { ...key, request: asked, answer: JSON.stringify(answer) },
        select: { token: true },
      });
      return answer;
    }, true);
  } catch (error) {
    const first = await db.formSubmission
      .findUnique({ where: { userId_token: key }, select: { request: true, answer: true } })
      .catch(() => null);
    if (!first) throw error;
    if (first.request !== asked)
      throw new AppError("conflict", "This form was sent already. Reload the page to send something new.", {
        title: "Already sent",
      });
    return JSON.parse(first.answer) as T;
  }
}

/** Deletes the tokens older than SUBMISSION_TTL_MS (the hourly sweep, app/server/cleanup.server.ts); answers how many. */
export async function deleteExpiredSubmissions(now = new Date()): Promise<number> {
  const { count } = await db.formSubmission.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - SUBMISSION_TTL_MS) } },
  });
  return count;
}

// ---- Every API POST (decision 065): the same table, keyed "http:<Idempotency-Key>" per member. ----
// A create still records its model answer in its own transaction (above); the API's edge (app/web/api-idempotency
// .server.ts) claims the key before running any POST and stores the HTTP answer after, so a retried like, RSVP or
// accept answers what the first did, and a repeat that arrives while the first is still running is told to wait.

/** The HTTP answer a POST gave, stored to be given again. */
export type ApiAnswer = { status: number; contentType: string | null; location: string | null; body: string };

export type ApiClaim = { kind: "claimed" } | { kind: "replay"; answer: ApiAnswer };

/** The `answer` of a claim whose request is still running. */
const PENDING = "";
/** A claim still pending after this long belongs to a request whose node died: a retry may take it over. */
export const API_CLAIM_STALE_MS = 60_000;

const apiToken = (key: string) => `http:${key}`;

/** The Idempotency-Key's shape: the form token's (8 to 128 letters, digits, _ and -). */
export function checkIdempotencyKey(key: string): string {
  if (SUBMISSION_TOKEN_PATTERN.test(key)) return key;
  throw new AppError("validation", "Idempotency-Key must be 8 to 128 letters, digits, '_' or '-'", {
    fields: { "Idempotency-Key": "8 to 128 letters, digits, '_' or '-'" },
  });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "P2002";

/**
 * Claims a member's Idempotency-Key for a request (its fingerprint), or answers the stored first answer. The same
 * key with another fingerprint is a 422; a repeat while the first is still running a 409 with Retry-After. A key
 * older than SUBMISSION_TTL_MS is forgotten, even before the hourly sweep deletes it.
 */
export async function claimApiRequest(
  userId: string,
  key: string,
  request: string,
  now = new Date(),
  attempt = 0,
): Promise<ApiClaim> {
  const id = { userId, token: apiToken(checkIdempotencyKey(key)) };
  try {
    await db.formSubmission.create({
      data: { ...id, request, answer: PENDING, createdAt: now },
      select: { token: true },
    });
    return { kind: "claimed" };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const first = await db.formSubmission.findUnique({
    where: { userId_token: id },
    select: { request: true, answer: true, createdAt: true },
  });
  const expired = first && first.createdAt.getTime() < now.getTime() - SUBMISSION_TTL_MS;
  if (!first || expired) {
    // Gone in between, or too old to count: forget it and claim again (once; a second race is a conflict).
    if (expired) await db.formSubmission.deleteMany({ where: { ...id, createdAt: first.createdAt } });
    if (attempt === 0) return claimApiRequest(userId, key, request, now, 1);
    throw inProgress();
  }
  if (first.request !== request)
    throw new AppError("idempotency_key_reused", "This Idempotency-Key was used for another request");
  if (first.answer !== PENDING) return { kind: "replay", answer: JSON.parse(first.answer) as ApiAnswer };
  if (first.createdAt.getTime() < now.getTime() - API_CLAIM_STALE_MS) {
    // The first request's node went away mid-request: this one takes the claim over (a create's own token, above,
    // still answers its first result if that write had committed).
    const { count } = await db.formSubmission.updateMany({
      where: { ...id, answer: PENDING, createdAt: first.createdAt },
      data: { createdAt: now },
    });
    if (count === 1) return { kind: "claimed" };
  }
  throw inProgress();
}

function inProgress() {
  return new AppError("conflict", "A request with this Idempotency-Key is still being answered: retry in a moment", {
    retryAfterSeconds: 1,
  });
}

/** Stores the answer of a claimed request (a 2xx). */
export async function recordApiAnswer(userId: string, key: string, answer: ApiAnswer): Promise<void> {
  // One UPDATE … RETURNING (updateMany would read first); a claim taken over meanwhile is left to its new owner.
  await db.formSubmission
    .update({
      where: { userId_token: { userId, token: apiToken(key) }, answer: PENDING },
      data: { answer: JSON.stringify(answer) },
      select: { token: true },
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== "P2025") throw error;
    });
}

/** Lets a claimed request that wrote nothing (any answer but a 2xx) be sent again with its key. */
export async function releaseApiRequest(userId: string, key: string): Promise<void> {
  await db.formSubmission.deleteMany({ where: { userId, token: apiToken(key), answer: PENDING } });
}
