// The per-request context every loader and action receives (server.ts's getLoadContext builds it once per
// request). The signed-in member is looked up at most once, on first use, and shared by the root and page
// loaders of that request (docs/decisions/025-request-context.md).
import type { AppLoadContext } from "@remix-run/node";
import { getSessionByToken } from "~/models/accounts.server";
import { NO_ACCESS, type Access } from "~/models/token-scope";
import { tokenFromAuthorization, tokenFromCookieHeader } from "./session-cookie.server";

export interface RequestFacts {
  nonce: string;
  clientIp: string;
  /** The request's Cookie and Authorization headers, where the session token comes from. */
  cookie: string | undefined;
  authorization: string | undefined;
}

export function createRequestContext({ nonce, clientIp, cookie, authorization }: RequestFacts): AppLoadContext {
  // The Bearer token wins over the cookie, as for the socket upgrade.
  const token = tokenFromAuthorization(authorization) ?? tokenFromCookieHeader(cookie);
  let session: ReturnType<typeof getSessionByToken> | undefined;
  const lookUp = () => (session ??= token ? getSessionByToken(token) : Promise.resolve(null));
  return {
    nonce,
    clientIp,
    viewer: async () => (await lookUp())?.user ?? null,
    access: async (): Promise<Access> => (await lookUp())?.access ?? NO_ACCESS,
  };
}
