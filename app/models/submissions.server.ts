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
