// Whose answer this is, for the service worker's offline pages (decision 083). Every GET page and loader-data
// answer whose viewer was looked up says so in X-Offline: the member's opaque key (an HMAC of their id, so the
// header names no one), or "none". The worker keeps one member's pages at a time and wipes them as soon as an
// answer names someone else or no one: a shared phone never shows the last member's pages to the next one.
// Pages that hold secrets, or whose route chose its own caching, say X-Offline-Keep: no and are never kept.
import { createHmac } from "node:crypto";
import { getEnv } from "./env.server";

/** Account, security and admin pages: nothing a member reads offline, and some show secrets once. */
const NEVER_KEPT = ["/settings", "/admin", "/account"];

export function offlineKey(memberId: string): string {
  const secret = getEnv().SESSION_SECRET ?? "roots-offline-pages";
  return createHmac("sha256", secret).update(`offline:${memberId}`).digest("base64url").slice(0, 22);
}

export type OfflineFacts = {
  method: string;
  path: string;
  /** Whether the request looked up its viewer (a page always does through the root loader). */
  viewerKnown: boolean;
  memberId: string | undefined;
  /** The Cache-Control the route set itself, before the server's default. */
  ownCacheControl: string | undefined;
};

/** The headers to add to an answer; empty when the worker should not read it. */
export function offlineHeaders(facts: OfflineFacts): Record<string, string> {
  if (facts.method !== "GET" || !facts.viewerKnown) return {};
  if (facts.path.startsWith("/api/") || facts.path.startsWith("/build/")) return {};
  if (!facts.memberId) return { "X-Offline": "none" };
  const secret =
    NEVER_KEPT.some(
      (prefix) => facts.path === prefix || facts.path.startsWith(`${prefix}/`) || facts.path.startsWith(`${prefix}.`),
    ) || facts.ownCacheControl !== undefined;
  return { "X-Offline": offlineKey(facts.memberId), ...(secret ? { "X-Offline-Keep": "no" } : {}) };
}
