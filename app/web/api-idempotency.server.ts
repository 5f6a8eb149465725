// Safe retries for every API POST (decision 065, extending 031): a member's POST with an Idempotency-Key runs once;
// the same key and the same request within a day answers the first 2xx again (with Idempotent-Replayed: true) and
// writes nothing; the same key with another request is a 422. The claim is a row in the database, so it holds
// across nodes. Without a key, or without a signed-in member (sign-in, registration), a POST runs as it always did.
import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { claimApiRequest, recordApiAnswer, releaseApiRequest, type ApiAnswer } from "~/models/submissions.server";
import { logger } from "~/server/logger.server";
import { apiHandler, idempotencyKey } from "./api-response.server";
import { getViewer } from "./guards.server";

export const REPLAYED_HEADER = "Idempotent-Replayed";

/** What makes two requests the same: method, path and query, content type and the body's bytes. */
async function fingerprint(request: Request): Promise<string> {
  const url = new URL(request.url);
  const hash = createHash("sha256");
  hash.update(`${request.method} ${url.pathname}${url.search}\n${request.headers.get("content-type") ?? ""}\n`);
  // A clone: the route reads the body itself. Its size is bounded by server.ts (1 MB, 41 MB for photos).
  hash.update(new Uint8Array(await request.clone().arrayBuffer()));
  return hash.digest("base64url");
}

function replay(answer: ApiAnswer): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: "true" });
  if (answer.contentType) headers.set("Content-Type", answer.contentType);
  if (answer.location) headers.set("Location", answer.location);
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers });
}

/**
 * An API route's action: `apiHandler` with safe retries for POST. Use it for every /api action. An action whose
 * answer carries a secret (a new token, a session, a WebAuthn challenge) says `answerHasSecret`: its answer is never
 * stored, so it takes no Idempotency-Key (the document leaves the header out for it).
 */
export function apiAction(
  { request, context }: { request: Request; context: AppLoadContext },
  run: () => Promise<Response>,
  { answerHasSecret = false }: { answerHasSecret?: boolean } = {},
): Promise<Response> {
  const key = request.method === "POST" && !answerHasSecret ? idempotencyKey(request) : null;
  if (!key) return apiHandler(run);
  return apiHandler(async () => {
    const viewer = await getViewer(context);
    if (!viewer) return run();
    const claim = await claimApiRequest(viewer.id, key, await fingerprint(request));
    if (claim.kind === "replay") return replay(claim.answer);
    const response = await apiHandler(run);
    // The write is done (or refused) either way: a failure to store its answer is logged, never the answer. A
    // claim left pending is taken over by a retry after API_CLAIM_STALE_MS.
    const unsaved = (error: unknown) => logger().error({ err: error }, "Idempotency-Key answer not stored");
    if (!response.ok) {
      await releaseApiRequest(viewer.id, key).catch(unsaved);
      return response;
    }
    const body = await response.text();
    await recordApiAnswer(viewer.id, key, {
      status: response.status,
      contentType: response.headers.get("Content-Type"),
      location: response.headers.get("Location"),
      body,
    }).catch(unsaved);
    return new Response(response.status === 204 ? null : body, { status: response.status, headers: response.headers });
  });
}
