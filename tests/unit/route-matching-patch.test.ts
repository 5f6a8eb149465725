// Decision 021: the server's copy of @remix-run/router (its CommonJS build, patched at install by
// patches/@remix-run+router+1.23.3.patch) keeps each routes array's ranked branches and each pattern's
// compiled RegExp. The browser's copy (the ES module build) is not patched, so it is the reference the
// patched matcher must agree with.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type * as RouterModule from "@remix-run/router";

const require = createRequire(import.meta.url);
const patchedPath = require.resolve("@remix-run/router");
const patched = require(patchedPath) as typeof RouterModule;

type Route = RouterModule.AgnosticRouteObject;

// The shapes our route table has (flat pages and API twins under the root, params, a 404 splat) and the
// ones it could grow (layouts, optional segments, case-sensitive paths, nested splats).
const table = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "feed-api", path: "api/feed" },
      { id: "post", path: "posts/:id" },
      { id: "post-delete", path: "posts/:id/delete" },
      { id: "post-comments-api", path: "api/posts/:id/comments" },
      { id: "events", path: "events" },
      { id: "event", path: "events/:eventId" },
      { id: "event-ics", path: "events/:eventId.ics" },
      { id: "services", path: "services/:category?/:type?" },
      { id: "Admin", path: "Admin", caseSensitive: true },
      {
        id: "settings",
        path: "settings",
        children: [
          { id: "settings-index", index: true },
          { id: "settings-tab", path: ":tab" },
        ],
      },
      { id: "files", path: "files/*" },
      { id: "not-found", path: "*" },
    ],
  },
];

const paths = [
  "/",
  "/api/feed",
  "/api/feed/",
  "/posts/abc",
  "/posts/abc/delete",
  "/posts/a%20b",
  "/posts/%E0%A4%A",
  "/api/posts/p1/comments",
  "/events",
  "/events/e1",
  "/events/e1.ics",
  "/services",
  "/services/Legal%20Help",
  "/services/Legal%20Help/offering",
  "/Admin",
  "/admin",
  "/settings",
  "/settings/privacy",
  "/files/a/b/c.txt",
  "/nowhere/at/all",
  "//double//slashes",
];

const ids = (matches: ReturnType<typeof patched.matchRoutes>) =>
  matches?.map((match) => ({
    id: match.route.id,
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  })) ?? null;

describe("route matching on the server (patched router)", () => {
  it("is the patched build, so the install step ran", () => {
    expect(readFileSync(patchedPath, "utf8")).toContain("Roots' patch (decision 021");
  });

  it("matches every path as the unpatched router does, the first time and from its kept branches", async () => {
    const reference = (await import("@remix-run/router/dist/router.js")) as unknown as typeof RouterModule;
    expect(readFileSync(require.resolve("@remix-run/router/dist/router.js"), "utf8")).not.toContain("Roots' patch");
    // Both routers warn about the badly encoded path (and match it undecoded); the warnings are expected.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const routes = table();
    for (const round of [1, 2, 3]) {
      for (const path of paths) {
        expect({ round, path, matches: ids(patched.matchRoutes(routes, path)) }).toEqual({
          round,
          path,
          matches: ids(reference.matchRoutes(table(), path)),
        });
      }
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/posts/%E0%A4%A"));
    warn.mockRestore();
    expect(patched.matchPath("/posts/:id", "/posts/x")?.params).toEqual({ id: "x" });
    expect(patched.matchPath({ path: "/Admin", caseSensitive: true, end: true }, "/admin")).toBeNull();
    expect(patched.matchPath({ path: "/Admin", caseSensitive: false, end: true }, "/admin")).not.toBeNull();
  });

  it("matches many patterns (more than it keeps compiled) as the unpatched router does", async () => {
    const reference = (await import("@remix-run/router/dist/router.js")) as unknown as typeof RouterModule;
    for (let i = 0; i < 1_200; i++) {
      const pattern = { path: `/p${i}/:id`, caseSensitive: i % 2 === 0, end: i % 3 !== 0 };
      expect(patched.matchPath(pattern, `/p${i}/x/y`), pattern.path).toEqual(
        reference.matchPath(pattern, `/p${i}/x/y`),
      );
    }
  });

  it("sees a route added to a table it has already matched against", () => {
    const routes = table();
    expect(patched.matchRoutes(routes, "/new")?.at(-1)?.route.id).toBe("not-found");
    // A replaced array is a new key; an array changed in place is what patchRoutes does, and it starts afresh.
    const router = patched.createRouter({ routes, history: patched.createMemoryHistory() });
    expect(patched.matchRoutes(router.routes, "/new")?.at(-1)?.route.id).toBe("not-found");
    router.patchRoutes("root", [{ id: "new", path: "new" }]);
    expect(patched.matchRoutes(router.routes, "/new")?.at(-1)?.route.id).toBe("new");
    router.dispose();
  });
});
