// The API's own budget per client (decision 061): every /api answer says where its client stands
// (RateLimit-Policy, RateLimit), and a client over it gets 429 with Retry-After before any route runs.
// The client is its session token (Bearer or cookie, hashed: the key never holds the secret), or its
// address when it sends none; keying by token needs no database lookup on this hot path.
import { createHash } from "node:crypto";
import { takeApiBudget, type ApiBudget } from "~/server/rate-limit.server";
import { tokenFromAuthorization, tokenFromCookieHeader } from "./session-cookie.server";

export type ApiClient = { authorization: string | undefined; cookie: string | undefined; clientIp: string };

export function apiBudgetFor({ authorization, cookie, clientIp }: ApiClient): Promise<ApiBudget> {
  const token = tokenFromAuthorization(authorization) ?? tokenFromCookieHeader(cookie);
  const key = token ? `token:${createHash("sha256").update(token).digest("hex").slice(0, 32)}` : `ip:${clientIp}`;
  return takeApiBudget(key);
}
