import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function ask(request: APIRequestContext, token: string, content: string, category?: string) {
  const response = await request.post("/api/posts", {
    headers: auth(token),
    data: { content, type: "advice", category },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

async function respond(request: APIRequestContext, token: string, questionId: string, content: string) {
  return (await (
    await request.post(`/api/posts/${questionId}/comments`, { headers: auth(token), data: { content } })
  ).json()) as { id: string };
}

test.describe("advice API", () => {
  test("everything needs a token", async ({ request }) => {
    for (const response of [
      await request.get("/api/advice"),
      await request.get("/api/advice/x"),
      await request.post("/api/advice/x/accept", { data: { responseId: "y" } }),
      await request.post("/api/comments/x/helpful"),
    ]) {
      expect(response.status()).toBe(401);
    }
  });

  test("GET /api/advice searches and filters, with counts and acceptedResponseId", async ({ request }) => {
    const me = await registerMember(request);
    const word = marker();
    const housing = await ask(request, me.token, `Rent in Porto ${word}`, "Housing");
    const other = await ask(request, me.token, `Schools ${word}`, "Education");
    await respond(request, me.token, housing.id, "Any tips?");
    const list = await (await request.get(`/api/advice?q=${word}`, { headers: auth(me.token) })).json();
    expect(list.map((q: { id: string }) => q.id)).toEqual([other.id, housing.id]);
    expect(list[1]).toMatchObject({
      id: housing.id,
      type: "advice",
      category: "Housing",
      commentsCount: 1,
      likesCount: 0,
      acceptedResponseId: null,
    });
    const filtered = await (
      await request.get(`/api/advice?q=rent%20${word}&category=Housing`, { headers: auth(me.token) })
    ).json();
    expect(filtered.map((q: { id: string }) => q.id)).toEqual([housing.id]);
    for (const path of [
      "/api/advice?category=Astrology",
      "/api/advice?cursor=bad!",
      `/api/advice?q=${"x".repeat(101)}`,
    ]) {
      const response = await request.get(path, { headers: auth(me.token) });
      expect(response.status(), path).toBe(400);
    }
  });

  test("helpful toggles; accept is the asker's, for a response of this question", async ({ request }) => {
    const asker = await registerMember(request);
    const helper = await registerMember(request);
    const question = await ask(request, asker.token, `Driving licence exchange ${marker()}`);
    const answer = await respond(request, helper.token, question.id, "Book an appointment first");
    const elsewhere = await ask(request, asker.token, "Another one");
    const foreign = await respond(request, helper.token, elsewhere.id, "Unrelated");

    const on = await request.post(`/api/comments/${answer.id}/helpful`, { headers: auth(asker.token) });
    expect(await on.json()).toEqual({ commentId: answer.id, helpful: true, helpfulCount: 1 });
    const off = await request.post(`/api/comments/${answer.id}/helpful`, { headers: auth(asker.token) });
    expect(await off.json()).toMatchObject({ helpful: false, helpfulCount: 0 });
    expect((await request.post(`/api/comments/nope/helpful`, { headers: auth(asker.token) })).status()).toBe(404);
    // Only others mark a response helpful.
    const own = await request.post(`/api/comments/${answer.id}/helpful`, { headers: auth(helper.token) });
    expect(own.status()).toBe(403);
    expect((await own.json()).error).toMatchObject({
      code: "forbidden",
      message: "Only other members can mark your response helpful",
    });

    const accept = (token: string, data: unknown) =>
      request.post(`/api/advice/${question.id}/accept`, { headers: auth(token), data: data as object });
    expect((await accept(helper.token, { responseId: answer.id })).status()).toBe(403);
    const wrong = await accept(asker.token, { responseId: foreign.id });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).error.fields).toHaveProperty("responseId");
    expect((await accept(asker.token, { responseId: ["x"] })).status()).toBe(400);
    expect((await accept(asker.token, {})).status()).toBe(400);
    const ok = await accept(asker.token, { responseId: answer.id });
    expect(await ok.json()).toEqual({ questionId: question.id, acceptedResponseId: answer.id });

    const thread = await (await request.get(`/api/advice/${question.id}`, { headers: auth(helper.token) })).json();
    expect(thread.question).toMatchObject({ id: question.id, acceptedResponseId: answer.id });
    expect(thread.responses[0]).toMatchObject({
      id: answer.id,
      isAccepted: true,
      helpfulCount: 0,
      isHelpful: false,
      canMarkHelpful: false,
    });
    expect((await request.get(`/api/advice/nope`, { headers: auth(helper.token) })).status()).toBe(404);
  });

  test("a question about a city or country: tagged through POST /api/posts, narrowed by ?about=, 400s named", async ({
    request,
  }) => {
    const asker = await registerMember(request);
    const word = marker();
    const post = (data: Record<string, unknown>) =>
      request.post("/api/posts", { headers: auth(asker.token), data: { type: "advice", ...data } });
    expect((await post({ content: `Tram pass ${word}`, about: "Lisbon, Portugal" })).status()).toBe(201);
    const ambiguous = await post({ content: `Metro ${word}`, about: "Paris" });
    expect(ambiguous.status()).toBe(400);
    const error = (await ambiguous.json()).error;
    expect(error.fields.about).toMatch(/more than one Paris/);
    expect(error.choices.about).toEqual(expect.arrayContaining([expect.objectContaining({ label: "Paris, France" })]));

    const list = async (about: string) =>
      request.get(`/api/advice?q=${word}&about=${encodeURIComponent(about)}`, { headers: auth(asker.token) });
    const byCountry = await (await list("Portugal")).json();
    expect(byCountry).toHaveLength(1);
    expect(byCountry[0].about).toEqual({ placeId: expect.any(Number), countryCode: "PT", label: "Lisbon, Portugal" });
    expect(await (await list("Germany")).json()).toEqual([]);
    const tooLong = await list("x".repeat(101));
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).error.fields).toHaveProperty("about");
  });
});
