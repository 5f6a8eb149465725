// The contract (decision 065): the served OpenAPI document, and its readable reference at /api/docs (server-rendered,
// our own assets only, the strict CSP kept). Every other spec's answers are checked against the document by ./test.ts.
import { expect, test } from "./test";

test("GET /api/openapi.json is an OpenAPI 3.1 document of the API", async ({ request }) => {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/feed", "/api/posts/{id}/like"]));
});

test("/api/docs is a readable page without scripts from elsewhere, under the strict CSP", async ({ request }) => {
  const response = await request.get("/api/docs");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  const csp = response.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src[^;]*'nonce-/);
  expect(csp).not.toMatch(/unsafe-inline'[^;]*script|cdn/i);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toContain("API reference");
  expect(html).toContain("/api/posts/{id}/comments");
  expect(html).toContain("Idempotency-Key");
  // Nothing is loaded from another origin.
  expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="(https?:)?\/\//);
});

test("a method a documented path does not take is refused in the error shape", async ({ request }) => {
  const response = await request.delete("/api/openapi.json");
  expect(response.status()).toBe(405);
  expect((await response.json()).error.code).toBe("method_not_allowed");
});
