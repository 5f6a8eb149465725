import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { addComment, createPost, getPost, listComments } from "./posts.server";
import { editComment, editPost } from "./post-edits.server";
import { blockMember } from "./blocks.server";
import { createReport, listReportQueue } from "./reports.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

async function admin(): Promise<Viewer> {
  const viewer = await member();
  await db.user.update({ where: { id: viewer.id }, data: { role: "admin" } });
  return { ...viewer, role: "admin" };
}

describe("editPost", () => {
  it("its author fixes the text: same limits as posting, language told again, marked edited, found by the new words", async () => {
    const author = await member();
    const post = await createPost(author, { content: "Buscamos un pediatra en Lisbao que hable español" });
    expect(post.editedAt).toBeNull();
    expect(post.canEdit).toBe(true);
    for (const content of ["", "   ", "x".repeat(5001), 42]) {
      await expect(editPost(author, post.id, { content })).rejects.toMatchObject({ status: 400 });
    }
    const edited = await editPost(author, post.id, {
      content: "  Buscamos un pediatra en Lisboa que hable español, ¿alguna recomendación?  ",
    });
    expect(edited).toMatchObject({
      id: post.id,
      content: "Buscamos un pediatra en Lisboa que hable español, ¿alguna recomendación?",
      language: "es",
      editedAt: expect.any(String),
    });
    const row = await db.post.findUniqueOrThrow({ where: { id: post.id }, select: { searchText: true } });
    expect(row.searchText).toContain("lisboa");
    expect(row.searchText).not.toContain("lisbao");
    // The language may be set instead of told.
    expect(await editPost(author, post.id, { content: "Olá a todos", language: "pt" })).toMatchObject({
      language: "pt",
    });
  });

  it("only its author, never a hidden post; another member who may see it 403, one who may not 404", async () => {
    const [author, other, blocked, boss] = [await member(), await member(), await member(), await admin()];
    const post = await createPost(author, { content: "Mine to fix" });
    expect((await getPost(other, post.id)).canEdit).toBe(false);
    await expect(editPost(other, post.id, { content: "Not yours" })).rejects.toMatchObject({ status: 403 });
    await expect(editPost(boss, post.id, { content: "Not an admin's either" })).rejects.toMatchObject({ status: 403 });
    await blockMember(author, blocked.id);
    await expect(editPost(blocked, post.id, { content: "Blocked" })).rejects.toMatchObject({ status: 404 });
    await expect(editPost(author, "no-such-post", { content: "x" })).rejects.toMatchObject({ status: 404 });
    await db.post.update({ where: { id: post.id }, data: { hiddenAt: new Date() } });
    await expect(editPost(author, post.id, { content: "Sneaky fix after a report" })).rejects.toMatchObject({
      status: 403,
    });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).content).toBe("Mine to fix");
  });

  it("edits photo descriptions and removes photos; a photo that is not the post's is refused", async () => {
    const author = await member();
    const post = await createPost(author, { content: "Two photos" });
    await db.image.createMany({
      data: ["a", "b"].map((name, position) => ({
        key: `edit-test-${post.id}-${name}`,
        ownerId: author.id,
        kind: "post" as const,
        sizes: "640",
        width: 640,
        height: 480,
        postId: post.id,
        position,
        alt: `photo ${name}`,
      })),
    });
    await db.post.update({ where: { id: post.id }, data: { imageUrl: `/images/edit-test-${post.id}-a-640.webp` } });
    const before = await getPost(author, post.id);
    expect(before.images.map((image) => image.alt)).toEqual(["photo a", "photo b"]);
    await expect(
      editPost(author, post.id, { content: "Two photos", photos: [{ url: "/images/elsewhere-640.webp" }] }),
    ).rejects.toMatchObject({ status: 400, fields: { photos: expect.any(String) } });
    const after = await editPost(author, post.id, {
      content: "One photo now",
      photos: [{ url: before.images[1].url, alt: "El mercado de Ribeira por la mañana" }],
    });
    expect(after.images).toEqual([
      expect.objectContaining({ url: before.images[1].url, alt: "El mercado de Ribeira por la mañana" }),
    ]);
    expect(await db.image.count({ where: { postId: post.id } })).toBe(1);
  });
});

describe("editComment", () => {
  it("its author fixes a comment (marked edited); others 403; a hidden one 403; limits as writing", async () => {
    const [author, commenter, other] = [await member(), await member(), await member()];
    const post = await createPost(author, { content: "Where to buy bread?" });
    const comment = await addComment(commenter, post.id, { content: "Try the bakry on the corner" });
    expect(comment).toMatchObject({ editedAt: null, canEdit: true });
    await expect(editComment(commenter, comment.id, { content: "" })).rejects.toMatchObject({ status: 400 });
    await expect(editComment(other, comment.id, { content: "Mine now" })).rejects.toMatchObject({ status: 403 });
    await expect(editComment(author, comment.id, { content: "Post author" })).rejects.toMatchObject({ status: 403 });
    const edited = await editComment(commenter, comment.id, { content: "Try the bakery on the corner" });
    expect(edited).toMatchObject({ content: "Try the bakery on the corner", editedAt: expect.any(String) });
    const { comments } = await listComments(other, post.id);
    expect(comments[0]).toMatchObject({ content: "Try the bakery on the corner", canEdit: false });
    await db.comment.update({ where: { id: comment.id }, data: { hiddenAt: new Date() } });
    await expect(editComment(commenter, comment.id, { content: "x" })).rejects.toMatchObject({ status: 403 });
  });
});

describe("a report keeps the text it was about", () => {
  it("moderators see what was reported and the edited text", async () => {
    const [author, reporter, boss] = [await member(), await member(), await admin()];
    const post = await createPost(author, { content: "Selling fake residence permits, DM me" });
    await createReport(reporter, { subjectType: "post", subjectId: post.id, reason: "spam" });
    await editPost(author, post.id, { content: "Happy to help with residence permit paperwork" });
    const { groups } = await listReportQueue(boss);
    const group = groups.find((g) => g.subject.id === post.id)!;
    expect(group.subject.text).toBe("Happy to help with residence permit paperwork");
    expect(group.reports[0].reportedText).toBe("Selling fake residence permits, DM me");
  });
});
