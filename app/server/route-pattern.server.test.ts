import { describe, expect, it } from "vitest";
import type { ServerBuild } from "@remix-run/node";
import { routePattern } from "./route-pattern.server";

const build = (paths: Record<string, string>) =>
  Object.fromEntries([
    ["root", { id: "root", path: "" }],
    ...Object.entries(paths).map(([id, path]) => [id, { id, path, parentId: "root" }]),
  ]) as unknown as ServerBuild["routes"];

describe("a request's route pattern", () => {
  it("is the same when asked again, and each build answers with its own routes", () => {
    const routes = build({ post: "posts/:id", api: "api/posts/:id/comments" });
    for (let round = 0; round < 2; round++) {
      expect(routePattern(routes, "/posts/p1")).toBe("/posts/:id");
      expect(routePattern(routes, "/api/posts/p1/comments")).toBe("/api/posts/:id/comments");
      expect(routePattern(routes, "/posts/p1.data")).toBe("/posts/:id.data");
      expect(routePattern(routes, "/nowhere/at/all")).toBe("(unmatched)");
    }
    expect(routePattern(build({ member: "members/:id" }), "/posts/p1")).toBe("(unmatched)");
  });

  it("answers a long path too (not kept)", () => {
    const routes = build({ post: "posts/:id" });
    const long = `/posts/${"x".repeat(300)}`;
    expect(routePattern(routes, long)).toBe("/posts/:id");
    expect(routePattern(routes, long)).toBe("/posts/:id");
  });
});
