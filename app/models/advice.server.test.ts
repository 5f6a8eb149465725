import { randomUUID } from "node:crypto";
import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { acceptAnswer, getAdviceThread, listAdvice, setHelpful, toggleHelpful } from "./advice.server";
import { addComment, createPost, deleteComment } from "./posts.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

describe("listAdvice", () => {
  it("lists only advice posts, filtered by every search word and the category", async () => {
    const asker = await member();
    const word = marker();
    const housing = await createPost(asker, {
      content: `Rent deposits in Lisbon? ${word}`,
      type: "advice",
      category: "Housing",
    });
    const health = await createPost(asker, {
      content: `Finding a doctor ${word}`,
      type: "advice",
      category: "Healthcare",
    });
    await createPost(asker, { content: `Just a post ${word}` });
    const ids = async (filters: Record<string, unknown>) =>
      (await listAdvice(asker, filters)).questions.map((q) => q.id);
    expect(await ids({ q: word })).toEqual([health.id, housing.id]);
    expect(await ids({ q: `RENT ${word}` })).toEqual([housing.id]);
    expect(await ids({ q: word, category: "Healthcare" })).toEqual([health.id]);
    expect(await ids({ q: `${word} nothing` })).toEqual([]);
    await expect(listAdvice(asker, { category: "Astrology" })).rejects.toMatchObject({
      status: 400,
      fields: { category: expect.any(String) },
    });
  });

  it("runs the same small number of statements for any page size", async () => {
    const asker = await member();
    const word = marker();
    // More than a page of the largest size holds: PostgreSQL asks the index only when the newest rows hold fewer.
    for (let i = 0; i < 12; i++) await createPost(asker, { content: `Question ${i} ${word}`, type: "advice" });
    const small = await countStatements(() => listAdvice(asker, { q: word }, { limit: 2 }));
    const large = await countStatements(() => listAdvice(asker, { q: word }, { limit: 10 }));
    expect(large.result.questions).toHaveLength(10);
    expect(large.statements.length).toBe(small.statements.length);
    // The questions with their facts, found by the index with the list's rules: one statement.
    expect(large.statements.length).toBe(1);
  });
});

describe("responses, Helpful and the accepted answer", () => {
  async function thread() {
    const [asker, helper, other] = [await member(), await member(), await member()];
    const question = await createPost(asker, {
      content: "Where do I register my address?",
      type: "advice",
      category: "Immigration Process",
    });
    const first = await addComment(helper, question.id, { content: "At the town hall" });
    const second = await addComment(other, question.id, { content: "Online, on the city's site" });
    return { asker, helper, other, question, first, second };
  }

  it("Helpful toggles per member with its count", async () => {
    const { asker, other, first } = await thread();
    expect(await toggleHelpful(asker, first.id)).toEqual({ commentId: first.id, helpful: true, helpfulCount: 1 });
    expect(await toggleHelpful(other, first.id)).toMatchObject({ helpful: true, helpfulCount: 2 });
    expect(await toggleHelpful(asker, first.id)).toMatchObject({ helpful: false, helpfulCount: 1 });
    await expect(toggleHelpful(asker, "nope")).rejects.toMatchObject({ status: 404 });
  });

  it("only others mark a response helpful: its author gets a 403 and no button", async () => {
    const { asker, helper, question, first } = await thread();
    await expect(toggleHelpful(helper, first.id)).rejects.toMatchObject({
      status: 403,
      message: "Only other members can mark your response helpful",
    });
    await expect(setHelpful(helper, first.id, { pressed: "true" })).rejects.toMatchObject({ status: 403 });
    expect(await db.commentHelpful.count({ where: { commentId: first.id } })).toBe(0);
    const own = (await getAdviceThread(helper, question.id)).responses.find((r) => r.id === first.id);
    expect(own).toMatchObject({ canMarkHelpful: false, helpfulCount: 0 });
    const others = (await getAdviceThread(asker, question.id)).responses.find((r) => r.id === first.id);
    expect(others).toMatchObject({ canMarkHelpful: true });
  });

  it("Helpful asked for twice is given once, and taken back once", async () => {
    const { other, first } = await thread();
    const ask = (pressed: string) => setHelpful(other, first.id, { pressed });
    expect(await ask("true")).toMatchObject({ helpful: true, helpfulCount: 1 });
    expect(await ask("true")).toMatchObject({ helpful: true, helpfulCount: 1 });
    expect(await ask("false")).toMatchObject({ helpful: false, helpfulCount: 0 });
    expect(await ask("false")).toMatchObject({ helpful: false, helpfulCount: 0 });
  });

  it("only the asker accepts, only a response of this question; the accepted one comes first", async () => {
    const { asker, helper, question, second } = await thread();
    await expect(acceptAnswer(helper, question.id, { responseId: second.id })).rejects.toMatchObject({ status: 403 });
    const elsewhere = await createPost(asker, { content: "Another question", type: "advice" });
    const foreign = await addComment(helper, elsewhere.id, { content: "Unrelated" });
    await expect(acceptAnswer(asker, question.id, { responseId: foreign.id })).rejects.toMatchObject({
      status: 400,
      fields: { responseId: expect.any(String) },
    });
    await expect(acceptAnswer(asker, question.id, { responseId: 7 })).rejects.toMatchObject({ status: 400 });
    await expect(acceptAnswer(asker, elsewhere.id, {})).rejects.toMatchObject({ status: 400 });
    expect(
      (await db.post.findUnique({ where: { id: question.id }, select: { acceptedCommentId: true } }))
        ?.acceptedCommentId,
    ).toBeNull();

    expect(await acceptAnswer(asker, question.id, { responseId: second.id })).toEqual({
      questionId: question.id,
      acceptedResponseId: second.id,
    });
    const view = await getAdviceThread(helper, question.id);
    expect(view.responses.map((r) => r.content)).toEqual(["Online, on the city's site", "At the town hall"]);
    expect(view.responses[0].isAccepted).toBe(true);
    expect(view.question.acceptedResponseId).toBe(second.id);
    expect(view.canAccept).toBe(false);
    expect(
      (await listAdvice(asker, { q: "register my address" })).questions.find((q) => q.id === question.id)
        ?.acceptedResponseId,
    ).toBe(second.id);

    // Deleting the accepted response (here by a moderator) unmarks the question.
    await deleteComment({ ...asker, role: "admin" }, second.id);
    expect((await getAdviceThread(asker, question.id)).question.acceptedResponseId).toBeNull();
  });

  it("a plain post or an unknown id is not a question (404)", async () => {
    const asker = await member();
    const post = await createPost(asker, { content: "Not a question" });
    await expect(getAdviceThread(asker, post.id)).rejects.toMatchObject({ status: 404 });
    await expect(getAdviceThread(asker, "nope")).rejects.toMatchObject({ status: 404 });
  });
});
