// The per-request context every loader and action receives (server.ts's getLoadContext builds it once per
// request). The signed-in member is looked up at most once, on first use, and shared by the root and page
// loaders of that request (docs/decisions/025-request-context.md).
import type { AppLoadContext } from "@remix-run/node";
import { getSessionByToken } from "~/models/accounts.server";
import { NO_ACCESS, type Access } from "~/models/token-scope";
import { AppError } from "~/lib/errors";
import { getEnv } from "~/server/env.server";
import { admitWrite, isWriteMethod } from "~/server/member-writes.server";
import { tokenFromAuthorization, tokenFromCookieHeader } from "./session-cookie.server";

export interface RequestFacts {
  nonce: string;
  clientIp: string;
  /** The request's Cookie and Authorization headers, where the session token comes from. */
  cookie: string | undefined;
  authorization: string | undefined;
  /** This request's id, for log lines (server.ts makes it, or takes X-Request-Id behind a trusted proxy). */
  requestId?: string;
  /** Told who the signed-in member is once they were looked up (the request log names them). */
  onViewer?: (userId: string | null) => void;
  /** The request's method: a write (POST, PUT, PATCH, DELETE) takes one of its member's write slots. */
  method?: string;
  /** Given the function that frees the request's write slot, to call once its answer is done (server.ts). */
  onWriteAdmitted?: (release: () => void) => void;
}

export function createRequestContext({
  nonce,
  clientIp,
  cookie,
  authorization,
  requestId = "",
  onViewer,
  method,
  onWriteAdmitted,
}: RequestFacts): AppLoadContext {
  // The Bearer token wins over the cookie, as for the socket upgrade.
  const token = tokenFromAuthorization(authorization) ?? tokenFromCookieHeader(cookie);
  let session: ReturnType<typeof getSessionByToken> | undefined;
  // The log is told who is signed in once, when the one lookup answers.
  const lookUp = () =>
    (session ??= (token ? getSessionByToken(token) : Promise.resolve(null)).then((found) => {
      onViewer?.(found?.user.id ?? null);
      // A member's writes in progress on this node are limited (decision 074): over the limit, the
      // request is refused before it holds a database connection. Only where server.ts can free the slot.
      if (found && onWriteAdmitted && isWriteMethod(method)) {
        const release = admitWrite(found.user.id, getEnv().MEMBER_WRITE_CONCURRENCY);
        if (!release)
          throw new AppError("rate_limited", "Too many changes at once. Please try again in a moment.", {
            retryAfterSeconds: 1,
          });
        onWriteAdmitted(release);
      }
      return found;
    }));
  return {
    nonce,
    clientIp,
    requestId,
    viewer: async () => (await lookUp())?.user ?? null,
    access: async (): Promise<Access> => (await lookUp())?.access ?? NO_ACCESS,
  };
}
