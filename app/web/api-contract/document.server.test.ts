// The OpenAPI document (decision 065): a valid OpenAPI 3.1 document, with exactly the API's route files' paths.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { openApiDocument } from "./document.server";
import { CATCH_ALL_ROUTES, OPERATIONS } from "./operations.server";

const routesDir = join(import.meta.dirname, "..", "..", "routes");

/** An /api route file's URL as OpenAPI writes it: api.posts.$id.comments.ts → /api/posts/{id}/comments. */
function pathOf(file: string): string {
  const name = file.replace(/\.tsx?$/, "");
  const segments = name.replaceAll("[.]", "%2E").split(".");
  return `/${segments
    .map((segment) => segment.replaceAll("%2E", "."))
    .map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment))
    .join("/")}`;
}

const apiFiles = readdirSync(routesDir, { recursive: true, withFileTypes: true })
  // A page's <route>.server.ts sibling is not a route (decision 070).
  .filter((entry) => entry.isFile() && /^api\..*\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name))
  .map((entry) => entry.name);

describe("the OpenAPI document", () => {
  it("passes the OpenAPI validator (swagger-parser, 3.1)", async () => {
    await expect(SwaggerParser.validate(structuredClone(openApiDocument()) as never)).resolves.toBeTruthy();
  });

  it("has every /api route file's path, and no path without a route file", () => {
    expect(apiFiles.length).toBeGreaterThan(60);
    const catchAll = new Set(CATCH_ALL_ROUTES.map((name) => pathOf(`${name}.ts`)));
    const fromFiles = new Set(apiFiles.map(pathOf).filter((path) => !catchAll.has(path)));
    const documented = new Set(Object.keys(openApiDocument().paths));
    expect([...fromFiles].filter((path) => !documented.has(path)).sort()).toEqual([]);
    expect([...documented].filter((path) => !fromFiles.has(path)).sort()).toEqual([]);
    // A catch-all names a real file.
    for (const path of catchAll) expect(apiFiles.map(pathOf)).toContain(path);
  });

  it("lists each path and method once, with the one error shape for its errors and the API's headers", () => {
    const keys = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const document = openApiDocument();
    const error = document.components.schemas.Error as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(error.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(["validation", "unauthorized", "not_found", "rate_limited", "idempotency_key_reused"]),
    );
    expect(document.components.securitySchemes).toMatchObject({ bearer: { type: "http", scheme: "bearer" } });
    const like = document.paths["/api/posts/{id}/like"].post as unknown as {
      parameters: Array<{ $ref: string }>;
      responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }>;
    };
    expect(like.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
    expect(Object.keys(like.responses)).toEqual(expect.arrayContaining(["200", "401", "409", "422", "429", "default"]));
    expect(Object.keys(like.responses["200"].headers ?? {})).toEqual(
      expect.arrayContaining(["RateLimit", "RateLimit-Policy", "Idempotent-Replayed"]),
    );
    expect(document.components.responses).toMatchObject({
      Error429: { headers: { "Retry-After": expect.anything() } },
    });
  });

  it("offers Idempotency-Key exactly where the route honours it (not where the answer carries a secret)", () => {
    const secretRoutes = readdirSync(routesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /^api\..*\.ts$/.test(entry.name))
      .filter((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8").includes("answerHasSecret: true"))
      .map((entry) => pathOf(entry.name))
      .sort();
    const documented = OPERATIONS.filter((operation) => operation.method === "post")
      .filter((operation) => operation.answerHasSecret || operation.audience === "public")
      .map((operation) => operation.path);
    for (const path of secretRoutes) expect(documented).toContain(path);
    const keyed = openApiDocument().paths["/api/account/tokens"].post as unknown as { parameters?: unknown[] };
    expect(keyed.parameters ?? []).not.toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
  });

  it("documents request bodies from the routes' own zod schemas", () => {
    const schemas = openApiDocument().components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(schemas.postPosts_body.properties).toMatchObject({ content: { type: "string", minLength: 1 } });
    expect(Object.keys(schemas.postMessages_body.properties ?? {})).toEqual(["receiverId", "content"]);
  });
});
