// Whose answer the service worker is told (decision 083): pure, with the session secret of the test setup.
import { offlineHeaders, offlineKey } from "./offline-owner.server";

const facts = (over: Partial<Parameters<typeof offlineHeaders>[0]> = {}) => ({
  method: "GET",
  path: "/messages/u2",
  viewerKnown: true,
  memberId: "u1",
  ownCacheControl: undefined,
  ...over,
});

describe("offlineHeaders", () => {
  it("names a signed-in member by an opaque key of their own, the same on every answer", () => {
    const key = offlineKey("u1");
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain("u1");
    expect(offlineKey("u2")).not.toBe(key);
    expect(offlineHeaders(facts())).toEqual({ "X-Offline": key });
    expect(offlineHeaders(facts({ path: "/messages/u2.data" }))).toEqual({ "X-Offline": key });
  });
  it("says no one is signed in, so the device wipes the last member's pages", () => {
    expect(offlineHeaders(facts({ memberId: undefined, path: "/" }))).toEqual({ "X-Offline": "none" });
  });
  it("never lets the device keep account, security or admin pages, nor a route's own caching", () => {
    for (const path of ["/settings", "/settings/security", "/settings/security.data", "/admin/reports", "/account"])
      expect(offlineHeaders(facts({ path }))).toEqual({ "X-Offline": offlineKey("u1"), "X-Offline-Keep": "no" });
    expect(offlineHeaders(facts({ path: "/settingsx" }))).toEqual({ "X-Offline": offlineKey("u1") });
    expect(offlineHeaders(facts({ ownCacheControl: "private, no-store" }))).toEqual({
      "X-Offline": offlineKey("u1"),
      "X-Offline-Keep": "no",
    });
  });
  it("says nothing for writes, the API, built files, or an answer that never asked who is signed in", () => {
    expect(offlineHeaders(facts({ method: "POST" }))).toEqual({});
    expect(offlineHeaders(facts({ path: "/api/feed" }))).toEqual({});
    expect(offlineHeaders(facts({ path: "/build/x.js" }))).toEqual({});
    expect(offlineHeaders(facts({ viewerKnown: false }))).toEqual({});
  });
});
