// A create form's one-time token (decision 031): the same submission again answers the first and writes nothing.
import { randomUUID } from "node:crypto";
import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { requestConnection } from "./connections.server";
import { addComment, createPost } from "./posts.server";
import {
  API_CLAIM_STALE_MS,
  claimApiRequest,
  deleteExpiredSubmissions,
  recordApiAnswer,
  releaseApiRequest,
  SUBMISSION_TTL_MS,
} from "./submissions.server";

async function member() {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

const token = () => `test-${randomUUID()}`;

describe("a create with a form's one-time token", () => {
  it("writes once however often the same submission comes, and answers each time as the first", async () => {
    const author = await member();
    const sent = token();
    const first = await createPost(author, { content: "Tapped three times" }, sent);
    const again = [
      await createPost(author, { content: "Tapped three times" }, sent),
      await createPost(author, { content: "Tapped three times" }, sent),
    ];
    expect(again).toEqual([first, first]);
    expect(await db.post.count({ where: { authorId: author.id } })).toBe(1);
    expect(await db.activity.count({ where: { actorId: author.id, verb: "post.created" } })).toBe(1);
  });

  it("writes once when the repeats arrive together", async () => {
    const author = await member();
    const sent = token();
    const answers = await Promise.all([1, 2, 3].map(() => createPost(author, { content: "All at once" }, sent)));
    expect(new Set(answers.map((post) => post.id)).size).toBe(1);
    expect(await db.post.count({ where: { authorId: author.id } })).toBe(1);
  });

  it("is per member; without a token every submission writes", async () => {
    const [one, other] = [await member(), await member()];
    const sent = token();
    await createPost(one, { content: "Mine" }, sent);
    await createPost(other, { content: "Mine too" }, sent);
    expect(await db.post.count({ where: { authorId: other.id } })).toBe(1);
    await createPost(one, { content: "Mine" });
    await createPost(one, { content: "Mine" }, "");
    expect(await db.post.count({ where: { authorId: one.id } })).toBe(3);
  });

  it("answers a repeat whose write would now be refused (a request that already exists) as the first", async () => {
    const [a, b] = [await member(), await member()];
    const sent = token();
    const first = await requestConnection(a, { receiverId: b.id }, sent);
    expect(await requestConnection(a, { receiverId: b.id }, sent)).toEqual(first);
    await expect(requestConnection(a, { receiverId: b.id }, token())).rejects.toMatchObject({ status: 409 });
  });

  it("refuses the same token with other content (409) and a malformed token (400), writing nothing", async () => {
    const author = await member();
    const sent = token();
    await createPost(author, { content: "The first" }, sent);
    await expect(createPost(author, { content: "Something else" }, sent)).rejects.toMatchObject({ status: 409 });
    for (const bad of ["short", "has spaces in it", "x".repeat(129), "ünïcödé-token"])
      await expect(createPost(author, { content: "Bad token" }, bad)).rejects.toMatchObject({ status: 400 });
    expect(await db.post.count({ where: { authorId: author.id } })).toBe(1);
  });

  it("costs one statement on the post's and the comment's path", async () => {
    const author = await member();
    const post = await createPost(author, { content: "Warm up" });
    const plain = await countStatements(() => createPost(author, { content: "Plain" }));
    const tokened = await countStatements(() => createPost(author, { content: "With a token" }, token()));
    expect(tokened.statements.length - plain.statements.length).toBe(1);
    const reader = await member();
    const comment = await countStatements(() => addComment(reader, post.id, { content: "Plain" }));
    const tokenedComment = await countStatements(() => addComment(reader, post.id, { content: "Token" }, token()));
    expect(tokenedComment.statements.length - comment.statements.length).toBe(1);
  });

  it("is forgotten by the cleanup sweep after a day", async () => {
    const author = await member();
    const [old, recent] = [token(), token()];
    await createPost(author, { content: "Old" }, old);
    await createPost(author, { content: "Recent" }, recent);
    await db.formSubmission.update({
      where: { userId_token: { userId: author.id, token: old } },
      data: { createdAt: new Date(Date.now() - SUBMISSION_TTL_MS - 1000) },
    });
    expect(await deleteExpiredSubmissions()).toBeGreaterThanOrEqual(1);
    const left = await db.formSubmission.findMany({ where: { userId: author.id }, select: { token: true } });
    expect(left).toEqual([{ token: recent }]);
  });
});

// Every API POST (decision 065): the edge claims the member's Idempotency-Key before the action runs.
describe("an API POST's Idempotency-Key", () => {
  const answer = (body: string) => ({ status: 200, contentType: "application/json", location: null, body });

  it("is claimed once; after its answer is stored, the same request gets that answer", async () => {
    const { id } = await member();
    const key = token();
    expect(await claimApiRequest(id, key, "request-a")).toEqual({ kind: "claimed" });
    await recordApiAnswer(id, key, answer('{"liked":true}'));
    expect(await claimApiRequest(id, key, "request-a")).toEqual({ kind: "replay", answer: answer('{"liked":true}') });
    expect(await db.formSubmission.count({ where: { userId: id } })).toBe(1);
  });

  it("refuses the same key with another request (422), and a repeat while the first runs (409, Retry-After)", async () => {
    const { id } = await member();
    const key = token();
    await claimApiRequest(id, key, "request-a");
    await expect(claimApiRequest(id, key, "request-a")).rejects.toMatchObject({
      status: 409,
      extra: { retryAfterSeconds: 1 },
    });
    await expect(claimApiRequest(id, key, "request-b")).rejects.toMatchObject({
      status: 422,
      code: "idempotency_key_reused",
    });
  });

  it("lets exactly one of simultaneous repeats run", async () => {
    const { id } = await member();
    const key = token();
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => claimApiRequest(id, key, "request-a")));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected").map((result) => result.reason.status)).toEqual([
      409, 409, 409,
    ]);
  });

  it("is per member, apart from form tokens, and malformed keys are a 400", async () => {
    const [one, other] = [await member(), await member()];
    const key = token();
    await claimApiRequest(one.id, key, "request-a");
    expect(await claimApiRequest(other.id, key, "request-b")).toEqual({ kind: "claimed" });
    // A create form's token of the same text is its own row.
    await createPost(one, { content: "Form" }, key);
    expect(await db.post.count({ where: { authorId: one.id } })).toBe(1);
    await expect(claimApiRequest(one.id, "no spaces allowed", "request-a")).rejects.toMatchObject({ status: 400 });
    await expect(claimApiRequest(one.id, "short", "request-a")).rejects.toMatchObject({ status: 400 });
  });

  it("costs a keyed POST one INSERT and one UPDATE, and a replay one read after its INSERT fails", async () => {
    const { id } = await member();
    const key = token();
    const claim = await countStatements(() => claimApiRequest(id, key, "request-a"));
    const record = await countStatements(() => recordApiAnswer(id, key, answer("{}")));
    const replay = await countStatements(() => claimApiRequest(id, key, "request-a"));
    expect([claim, record, replay].map(({ statements }) => statements.length)).toEqual([1, 1, 1]);
  });

  it("is free again once released (an answer that was not a 2xx wrote nothing)", async () => {
    const { id } = await member();
    const key = token();
    await claimApiRequest(id, key, "request-a");
    await releaseApiRequest(id, key);
    expect(await claimApiRequest(id, key, "request-b")).toEqual({ kind: "claimed" });
  });

  it("is taken over when its request's node died mid-request, and forgotten after a day", async () => {
    const { id } = await member();
    const [stale, old] = [token(), token()];
    const then = new Date(Date.now() - API_CLAIM_STALE_MS - 1000);
    await claimApiRequest(id, stale, "request-a", then);
    expect(await claimApiRequest(id, stale, "request-a")).toEqual({ kind: "claimed" });
    await claimApiRequest(id, old, "request-a", new Date(Date.now() - SUBMISSION_TTL_MS - 1000));
    await recordApiAnswer(id, old, answer("{}"));
    expect(await claimApiRequest(id, old, "request-b")).toEqual({ kind: "claimed" });
    expect(await deleteExpiredSubmissions()).toBeGreaterThanOrEqual(0);
  });
});
