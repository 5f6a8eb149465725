import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  getComment,
  getPost,
  listComments,
  listFeed,
  setLike,
  toggleLike,
} from "./posts.server";
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

describe("createPost", () => {
  it("stores trimmed content with its type and category", async () => {
    const author = await member();
    const post = await createPost(author, {
      content: "  Hello from Lagos  ",
      type: "advice",
      category: "Housing",
    });
    expect(post).toMatchObject({
      content: "Hello from Lagos",
      type: "advice",
      category: "Housing",
      imageUrl: null,
      images: [],
      likesCount: 0,
      commentsCount: 0,
      isLiked: false,
      canDelete: true,
    });
    expect(post.author).toMatchObject({ id: author.id, avatarUrl: `/avatars/${author.id}.svg` });
    expect(post.author).not.toHaveProperty("email");
    const activity = await db.activity.findFirst({ where: { subjectId: post.id }, select: { verb: true } });
    expect(activity?.verb).toBe("advice.created");
  });

  it("defaults the type to post", async () => {
    expect((await createPost(await member(), { content: "x" })).type).toBe("post");
  });

  it.each([
    [{ content: "   " }, "content"],
    [{ content: "x".repeat(5001) }, "content"],
    [{ content: "ok", type: "poll" }, "type"],
    [{ content: "ok", type: "event" }, "type"],
    [{ content: "ok", type: "service" }, "type"],
    [{ content: "ok", category: "Astrology" }, "category"],
    [{ content: "ok", imageUrl: "javascript:alert(1)" }, "imageUrl"],
    [{ content: "ok", imageUrl: "ftp://example.com/x.png" }, "imageUrl"],
    // Photo links are gone: photos are uploaded (issue 26).
    [{ content: "ok", imageUrl: "https://example.com/a.jpg" }, "imageUrl"],
    [{ content: 12 }, "content"],
  ])("rejects %o naming %s, and writes nothing", async (input, field) => {
    const author = await member();
    await expect(createPost(author, input)).rejects.toMatchObject({
      status: 400,
      fields: { [field]: expect.any(String) },
    });
    expect(await db.post.count({ where: { authorId: author.id } })).toBe(0);
  });
});

describe("event and service posts (decision 012)", () => {
  it.each([
    ["event", "POST /api/events"],
    ["service", "POST /api/services"],
  ])("are refused as plain posts of type %s, naming %s", async (type, endpoint) => {
    const author = await member();
    const error = await createPost(author, { content: "Come along!", type }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400, fields: { type: expect.stringContaining(endpoint) } });
    expect((error as Error).message).toContain(endpoint);
    expect(await db.post.count({ where: { authorId: author.id } })).toBe(0);
  });
});

describe("likes", () => {
  it("one call toggles, and the count follows", async () => {
    const [author, fan, other] = [await member(), await member(), await member()];
    const post = await createPost(author, { content: "Like me" });
    expect(await toggleLike(fan, post.id)).toEqual({ postId: post.id, liked: true, likesCount: 1 });
    expect(await toggleLike(other, post.id)).toEqual({ postId: post.id, liked: true, likesCount: 2 });
    expect(await toggleLike(fan, post.id)).toEqual({ postId: post.id, liked: false, likesCount: 1 });
    expect((await getPost(other, post.id)).isLiked).toBe(true);
    expect((await getPost(fan, post.id)).isLiked).toBe(false);
    expect(await db.like.count({ where: { postId: post.id } })).toBe(1);
  });

  it("a wanted state is kept however often it is asked for, and a bad one is refused", async () => {
    const [author, fan] = [await member(), await member()];
    const post = await createPost(author, { content: "Like me, once" });
    const liked = { postId: post.id, liked: true, likesCount: 1 };
    expect(await setLike(fan, post.id, { pressed: "true" })).toEqual(liked);
    expect(await setLike(fan, post.id, { pressed: "true" })).toEqual(liked);
    expect(await setLike(fan, post.id, { pressed: "false" })).toEqual({ ...liked, liked: false, likesCount: 0 });
    expect(await setLike(fan, post.id, { pressed: "false" })).toEqual({ ...liked, liked: false, likesCount: 0 });
    expect(await setLike(fan, post.id, {})).toEqual(liked);
    await expect(setLike(fan, post.id, { pressed: "yes" })).rejects.toMatchObject({ status: 400 });
    expect(await db.like.count({ where: { postId: post.id } })).toBe(1);
  });

  it("unknown posts are a 404", async () => {
    await expect(toggleLike(await member(), "nope")).rejects.toMatchObject({ status: 404 });
  });
});

describe("comments", () => {
  it("are added trimmed, listed oldest first, and counted on the post", async () => {
    const [author, commenter] = [await member(), await member()];
    const post = await createPost(author, { content: "Talk to me" });
    await addComment(commenter, post.id, { content: " first " });
    await addComment(author, post.id, { content: "second" });
    const { comments } = await listComments(commenter, post.id);
    expect(comments.map((comment) => comment.content)).toEqual(["first", "second"]);
    expect(comments.map((comment) => comment.canDelete)).toEqual([true, false]);
    expect((await getPost(author, post.id)).commentsCount).toBe(2);
  });

  it("reject blank text and unknown posts", async () => {
    const author = await member();
    const post = await createPost(author, { content: "x" });
    await expect(addComment(author, post.id, { content: "  " })).rejects.toMatchObject({
      status: 400,
      fields: { content: expect.any(String) },
    });
    await expect(addComment(author, "missing", { content: "hi" })).rejects.toMatchObject({ status: 404 });
    expect((await getPost(author, post.id)).commentsCount).toBe(0);
  });
});

describe("deleting (only the author or an admin)", () => {
  it("lets the author delete a post, and refuses anyone else", async () => {
    const [author, stranger] = [await member(), await member()];
    const post = await createPost(author, { content: "mine" });
    expect((await getPost(stranger, post.id)).canDelete).toBe(false);
    await expect(deletePost(stranger, post.id)).rejects.toMatchObject({ status: 403 });
    await deletePost(author, post.id);
    await expect(getPost(author, post.id)).rejects.toMatchObject({ status: 404 });
    await expect(deletePost(author, post.id)).rejects.toMatchObject({ status: 404 });
  });

  it("lets an admin delete any post and any comment", async () => {
    const [author, moderator] = [await member(), await admin()];
    const post = await createPost(author, { content: "spam" });
    const comment = await addComment(author, post.id, { content: "more spam" });
    expect((await getPost(moderator, post.id)).canDelete).toBe(true);
    await deleteComment(moderator, comment.id);
    expect((await getPost(author, post.id)).commentsCount).toBe(0);
    await deletePost(moderator, post.id);
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
  });

  it("lets only the comment's author delete a comment", async () => {
    const [author, commenter] = [await member(), await member()];
    const post = await createPost(author, { content: "post" });
    const comment = await addComment(commenter, post.id, { content: "mine" });
    await expect(deleteComment(author, comment.id)).rejects.toMatchObject({ status: 403 });
    await deleteComment(commenter, comment.id);
    expect(await db.comment.count({ where: { id: comment.id } })).toBe(0);
  });
});

describe("listFeed", () => {
  it("pages by cursor, newest first, without gaps or repeats", async () => {
    const viewer = await member();
    // Other tests' posts stay in this worker's database: ours are dated in the future, so they lead the feed.
    const base = Date.parse("2999-01-01T00:00:00Z");
    // Some posts share a timestamp, so the id breaks ties.
    await db.post.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        id: `feed-${String(i).padStart(2, "0")}`,
        authorId: viewer.id,
        content: `post ${i}`,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listFeed>> = await listFeed(viewer, { cursor, limit: 10 });
      seen.push(...page.posts.map((post) => post.id));
      cursor = page.nextCursor;
    } while (cursor);
    const expected = Array.from({ length: 25 }, (_, i) => `feed-${String(i).padStart(2, "0")}`).sort(
      (a, b) => Math.floor(Number(b.slice(5)) / 3) - Math.floor(Number(a.slice(5)) / 3) || (a < b ? 1 : -1),
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 25)).toEqual(expected);
    expect(seen.filter((id) => id.startsWith("feed-"))).toEqual(expected);
  });

  it("rejects a malformed cursor or limit with a 400", async () => {
    const viewer = await member();
    await expect(listFeed(viewer, { cursor: "garbage" })).rejects.toMatchObject({ status: 400 });
    await expect(listFeed(viewer, { limit: "-3" })).rejects.toMatchObject({ status: 400 });
    expect((await listFeed(viewer, { limit: "999" })).posts.length).toBeLessThanOrEqual(50);
  });

  it("marks what the viewer liked and hides suspended authors", async () => {
    const [viewer, author, suspended] = [await member(), await member(), await member()];
    const liked = await createPost(author, { content: "liked" });
    const hidden = await createPost(suspended, { content: "from a suspended member" });
    await toggleLike(viewer, liked.id);
    // On the page before the suspension, so its absence after says the suspension hid it.
    expect((await listFeed(viewer, { limit: 50 })).posts.map((post) => post.id)).toContain(hidden.id);
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    const { posts } = await listFeed(viewer, { limit: 50 });
    expect(posts.find((post) => post.id === liked.id)?.isLiked).toBe(true);
    expect(posts.map((post) => post.id)).not.toContain(hidden.id);
    expect(posts.some((post) => post.author.id === suspended.id)).toBe(false);
  });

  it("runs the same number of statements for a page of 2 or of 50 (no N+1)", async () => {
    const viewer = await member();
    const authors = await Promise.all(Array.from({ length: 5 }, () => member()));
    for (let i = 0; i < 60; i++) {
      const post = await createPost(authors[i % 5], { content: `n+1 check ${i}` });
      if (i % 2) await toggleLike(viewer, post.id);
    }
    const small = await countStatements(() => listFeed(viewer, { limit: 2 }));
    const large = await countStatements(() => listFeed(viewer, { limit: 50 }));
    expect(large.result.posts).toHaveLength(50);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(1);
    // One statement (the posts with their authors and the viewer's likes): a trace that recorded nothing fails here.
    expect(small.statements.length).toBeGreaterThanOrEqual(1);
  });
});

describe("a post by a suspended member", () => {
  async function hiddenPost() {
    const [author, fan, commenter] = [await member(), await member(), await member()];
    const post = await createPost(author, { content: "said before the suspension" });
    await toggleLike(fan, post.id);
    const comment = await addComment(commenter, post.id, { content: "a reply" });
    await db.user.update({ where: { id: author.id }, data: { status: "suspended" } });
    return { author, fan, commenter, post, comment };
  }

  it("is not found for members: permalink, likes, comments, deleting", async () => {
    const { fan, commenter, post, comment } = await hiddenPost();
    const notFound = { status: 404, message: "Post not found" };
    await expect(getPost(fan, post.id)).rejects.toMatchObject(notFound);
    await expect(toggleLike(fan, post.id)).rejects.toMatchObject(notFound);
    await expect(listComments(fan, post.id)).rejects.toMatchObject(notFound);
    await expect(addComment(fan, post.id, { content: "hello?" })).rejects.toMatchObject(notFound);
    await expect(deletePost(fan, post.id)).rejects.toMatchObject(notFound);
    // A comment under it answers as a comment that does not exist (findVisibleComment).
    await expect(getComment(commenter, comment.id)).rejects.toMatchObject({
      status: 404,
      message: "Comment not found",
    });
    await expect(deleteComment(commenter, comment.id)).rejects.toMatchObject(notFound);
    // Nothing moved.
    const row = await db.post.findUniqueOrThrow({
      where: { id: post.id },
      select: { likesCount: true, commentsCount: true },
    });
    expect(row).toEqual({ likesCount: 1, commentsCount: 1 });
    expect(await db.comment.count({ where: { postId: post.id } })).toBe(1);
  });

  it("is still there for admins, who moderate it", async () => {
    const { post, comment } = await hiddenPost();
    const moderator = await admin();
    const seen = await getPost(moderator, post.id);
    expect(seen).toMatchObject({ id: post.id, canDelete: true, likesCount: 1, commentsCount: 1 });
    expect(seen.author).not.toHaveProperty("status");
    expect((await listComments(moderator, post.id)).comments.map((c) => c.id)).toEqual([comment.id]);
    expect((await getComment(moderator, comment.id)).id).toBe(comment.id);
    await deleteComment(moderator, comment.id);
    await deletePost(moderator, post.id);
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
  });

  it("comes back when the member is active again", async () => {
    const { author, fan, post } = await hiddenPost();
    await db.user.update({ where: { id: author.id }, data: { status: "active" } });
    expect((await getPost(fan, post.id)).isLiked).toBe(true);
  });
});
