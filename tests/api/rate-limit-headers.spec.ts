// Every API answer says where its client stands against the API's budget (RateLimit-Policy and RateLimit,
// draft-ietf-httpapi-ratelimit-headers; decision 061), whatever its status. (Over the budget: 429 with
// Retry-After, in tests/unit/observability.test.ts with a small budget; a write limit's 429: messages.spec.ts.)
import { type APIResponse } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

function budget(response: APIResponse) {
  const policy = response.headers()["ratelimit-policy"];
  const state = response.headers()["ratelimit"];
  expect(policy, `${response.url()} ${response.status()}`).toMatch(/^"api";q=\d+;w=60$/);
  const [, remaining, reset] = /^"api";r=(\d+);t=(\d+)$/.exec(state) ?? [];
  expect(remaining, state).toBeDefined();
  expect(Number(reset)).toBeLessThanOrEqual(60);
  return { limit: Number(/q=(\d+)/.exec(policy)![1]), remaining: Number(remaining) };
}

test("API answers of every kind carry the budget; a client's remaining count goes down with each request", async ({
  request,
}) => {
  const member = await registerMember(request);
  const auth = { Authorization: `Bearer ${member.token}` };

  const first = budget(await request.get("/api/auth/user", { headers: auth }));
  const second = budget(await request.get("/api/auth/user", { headers: auth }));
  expect(second.remaining).toBe(first.remaining - 1);
  expect(first.remaining).toBeLessThan(first.limit);

  const answers = [
    await request.get("/api/auth/user"), // 401
    await request.get("/api/no-such-thing", { headers: auth }), // 404
    await request.get("/api/messages", { headers: auth }), // 405
    await request.post("/api/posts", { headers: { ...auth, "Content-Type": "application/json" }, data: "{not json" }), // 400
    await request.fetch("/api/feed", { method: "TRACE", headers: auth }), // 405 before any route
  ];
  expect(answers.map((answer) => answer.status())).toEqual([401, 404, 405, 400, 405]);
  for (const answer of answers) budget(answer);

  // Pages are not the API: no budget there.
  expect((await request.get("/login")).headers()["ratelimit-policy"]).toBeUndefined();
});
