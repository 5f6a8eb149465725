// Issue 44: one search over posts, people, events, services and questions. Runs on SQLite and on PostgreSQL
// (TEST_DATABASE_URL): the same assertions on both is how the two indexes are held to the same answers. Each
// test writes words of its own (a tag), so it reads only its own items from the shared database.
import fc from "fast-check";
import { createMember } from "../../tests/setup/factories";
import { blockMember } from "./blocks.server";
import { createEvent, updateEvent } from "./events.server";
import { editComment, editPost } from "./post-edits.server";
import { addComment, createPost, deleteComment, deletePost } from "./posts.server";
import { createService, deleteService, updateService } from "./services.server";
import { listServices } from "./services.server";
import { listEvents } from "./events.server";
import { listAdvice } from "./advice.server";
import { listAdminUsers } from "./admin.server";
import { searchPeople } from "./members.server";
import { eraseMember } from "./account-deletion.server";
import { joinCircle } from "./circles.server";
import { decideJoinRequest, startCircle } from "./started-circles.server";
import { createReport, moderateReport } from "./reports.server";
import { listThread, sendMessage } from "./messages.server";
import { matchesSql, search, SEARCH_CANDIDATES, suggest, windowSql, type SearchType } from "./search.server";
import { readRows } from "~/server/read-db.server";
import { db, sql, sqlJoin } from "~/server/db.server";
import { parseSearchQuery } from "~/lib/search-tokens";
import { trimSearchWindows } from "./search-window.server";
import { databaseKind } from "../../prisma/database-url";
import { eventSearchTextFor, searchDocument } from "~/lib/search-text";
import { apiSearchHit } from "~/web/search-answer.server";
import type { Viewer } from "./viewer";

/**
 * A word no other test writes: letters only, so it is one token; the random part first, as a prefix longer than
 * the indexes' (16 characters) is searched by its beginning.
 */
const tagged = () =>
  `zq${Math.random().toString(36).slice(2, 7)}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => "abcdefghij"[+d]!);

const onPostgresDb = databaseKind(process.env.DATABASE_URL ?? "file:") === "postgres";

async function member(firstName = "Searcher", lastName = "Member", extra: Record<string, string> = {}) {
  const { user } = await createMember({ firstName, lastName, ...extra });
  return { id: user.id, role: user.role } as Viewer;
}

/** Dates a post `ms` earlier than it was written. */
const backdate = (postId: string, ms: number) =>
  db.post.update({ where: { id: postId }, data: { createdAt: new Date(Date.now() - ms) }, select: { id: true } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const EMPTY_COUNTS = { posts: 0, people: 0, events: 0, services: 0, questions: 0 };
const ids = async (viewer: Viewer, q: string, type: SearchType) =>
  (await search(viewer, { q, type, limit: 50 })).results.map((hit) => hit.id);

describe("what search finds", () => {
  it("finds a post by a word's beginning, and opens at its own page", async () => {
    const tag = tagged();
    const [author, reader] = [await member("Ada", "Obi", { currentLocation: "Berlin, Germany" }), await member()];
    const post = await createPost(author, { content: `Best Nigerian grocery near Kreuzberg ${tag}` });
    const found = await search(reader, { q: `${tag} Kreuz`, type: "posts" });
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({ type: "posts", id: post.id, url: `/posts/${post.id}`, viaComment: false });
    // Who wrote it, where and when, as the hit shows them.
    const written = await db.post.findUniqueOrThrow({ where: { id: post.id }, select: { createdAt: true } });
    expect(found.results[0]).toMatchObject({
      person: { id: author.id, name: "Ada Obi" },
      place: "Berlin, Germany",
      createdAt: written.createdAt.toISOString(),
    });
    expect(found.counts.posts).toBe(1);
    const marked = found.results[0]!.titleParts.filter((part) => part.hit).map((part) => part.text);
    expect(marked).toEqual(["Kreuzberg", tag]);
    // The prefix is the last word's only: "Kreuz" before another word is a whole word and finds nothing.
    expect(await ids(reader, `Kreuz ${tag}`, "posts")).toEqual([]);
  });

  it("folds accents and case both ways", async () => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    const accented = await createPost(author, { content: `Feijoada in São Paulo ${tag}` });
    const plain = await createPost(author, { content: `Weisswurst in munchen ${tag}` });
    expect(await ids(reader, `sao paulo ${tag}`, "posts")).toEqual([accented.id]);
    expect(await ids(reader, `SÃO PAULO ${tag}`, "posts")).toEqual([accented.id]);
    expect(await ids(reader, `München ${tag}`, "posts")).toEqual([plain.id]);
    expect(await ids(reader, `Phở ${tag}`, "posts")).toEqual([]);
  });

  it("a phrase in quotes matches the words together, in order", async () => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    const together = await createPost(author, { content: `The Anmeldung appointment ${tag}` });
    await createPost(author, { content: `An appointment for the Anmeldung ${tag}` });
    expect(await ids(reader, `"anmeldung appointment" ${tag}`, "posts")).toEqual([together.id]);
    expect((await ids(reader, `anmeldung appointment ${tag}`, "posts")).length).toBe(2);
  });

  it.each([
    ["Chinese, two characters", "我在柏林找到了一家很好的中餐馆", "柏林"],
    ["Chinese, one character", "周末一起包饺子吧", "饺"],
    ["Japanese", "東京都に住んでいます", "東京"],
    ["Hindi", "मुझे दिवाली की मिठाई चाहिए", "दिवाली"],
    ["Bengali", "আমি ঢাকা থেকে এসেছি", "ঢাকা"],
    ["Urdu", "کراچی کی بریانی سب سے اچھی ہے", "بریانی"],
    ["Vietnamese, without its accents", "Tìm quán phở ngon ở Berlin", "pho ngon"],
    ["Korean", "한국 음식 모임", "음식"],
  ])("%s is found by what members type", async (_script, content, typed) => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    const post = await createPost(author, { content: `${content} ${tag}` });
    await createPost(author, { content: `Something else entirely ${tag}` });
    expect(await ids(reader, `${typed} ${tag}`, "posts")).toEqual([post.id]);
    const hit = (await search(reader, { q: `${tag} ${typed}`, type: "posts" })).results[0]!;
    expect([...hit.titleParts, ...hit.excerpt].some((part) => part.hit && content.includes(part.text))).toBe(true);
  });

  it("ranks by relevance, then the newest", async () => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    const once = await createPost(author, { content: `A picnic, and many other words about summer ${tag}` });
    const often = await createPost(author, { content: `Picnic picnic picnic! ${tag}` });
    const [first] = await ids(reader, `picnic ${tag}`, "posts");
    expect(first).toBe(often.id);
    expect(await ids(reader, `picnic ${tag}`, "posts")).toContain(once.id);

    // The same words, so the same relevance: the newer first. The one written second is dated an hour back, so
    // that neither the order of writing nor the ids' order gives the answer.
    const newer = await createPost(author, { content: `Barbecue at the lake ${tag}` });
    const older = await createPost(author, { content: `Barbecue at the lake ${tag}` });
    await backdate(older.id, 3_600_000);
    expect(await ids(reader, `barbecue ${tag}`, "posts")).toEqual([newer.id, older.id]);
  });

  it("a post found by a comment, a question by an answer; an accepted answer ranks first", async () => {
    const tag = tagged();
    const [asker, helper, reader] = [await member(), await member(), await member()];
    const post = await createPost(asker, { content: `Where do you all shop? ${tag}` });
    await addComment(helper, post.id, { content: `Try the Afro market on Hermannstrasse ${tag}` });
    const found = await search(reader, { q: `hermannstrasse ${tag}`, type: "posts" });
    expect(found.results.map((hit) => hit.id)).toEqual([post.id]);
    expect(found.results[0]!.viaComment).toBe(true);
    expect(found.results[0]!.excerpt.filter((part) => part.hit).map((part) => part.text)).toEqual([
      "Hermannstrasse",
      tag,
    ]);

    // The same words (so the same relevance), the answered question the older: only its accepted answer puts it
    // first. Before the answer is accepted, the newer leads.
    const answered = await createPost(asker, {
      content: `Tax advisor for freelancers? ${tag}`,
      type: "advice",
      category: "Housing",
    });
    await backdate(answered.id, 3_600_000);
    const open = await createPost(asker, {
      content: `Tax advisor for freelancers? ${tag}`,
      type: "advice",
      category: "Housing",
    });
    const answer = await addComment(helper, answered.id, { content: `Mine does, ask me ${tag}` });
    const questions = async () =>
      (await search(reader, { q: `tax advisor ${tag}`, type: "questions" })).results.map((hit) => [
        hit.id,
        hit.answered,
      ]);
    expect(await questions()).toEqual([
      [open.id, false],
      [answered.id, false],
    ]);
    await db.post.update({ where: { id: answered.id }, data: { acceptedCommentId: answer.id }, select: { id: true } });
    expect(await questions()).toEqual([
      [answered.id, true],
      [open.id, false],
    ]);
  });

  // PostgreSQL also reads them past every window's edge (all from the tables, each side by its own condition).
  const edgesAhead = onPostgresDb ? [false, true] : [false];
  it.each(edgesAhead)(
    "posts and questions each read their own newest: more newer questions with the words leave the posts found, and the other way round (every window's edge ahead: %s)",
    async (ahead) => {
      type Edges = { kind: string; since0: string; since1: string; since2: string };
      // As text, so that -infinity comes back as it was.
      const saved = ahead
        ? await db.$queryRaw<Edges[]>`SELECT "kind", CAST("since0" AS TEXT) AS "since0",
            CAST("since1" AS TEXT) AS "since1", CAST("since2" AS TEXT) AS "since2"
            FROM search_window WHERE "kind" IN ('post', 'question', 'comment', 'answer')`
        : [];
      // Every item is then older than its window's edges, so each side is read from its table (olderSide).
      if (ahead)
        await db.$executeRaw`UPDATE search_window SET "since0" = '3000-01-01', "since1" = '3000-01-01',
          "since2" = '3000-01-01' WHERE "kind" IN ('post', 'question', 'comment', 'answer')`;
      const [author, helper, reader] = [await member(), await member(), await member()];
      const [onlyPost, onlyQuestion, byComment] = [tagged(), tagged(), tagged()];
      const start = Date.now() - 3_600_000;
      const row = (type: "advice" | "post", content: string, at: number) => ({
        authorId: author.id,
        type,
        content,
        searchText: searchDocument(content),
        createdAt: new Date(at),
      });
      const more = SEARCH_CANDIDATES + 10;
      // The oldest of each word first, then more of the other kind than a search reads of an index, newer.
      await db.post.createMany({
        data: [row("post", `Old post about ${onlyPost}`, start), row("advice", `Old question ${onlyQuestion}`, start)],
      });
      const [commented, asked] = await Promise.all([
        db.post.create({ data: row("post", "Where do you shop?", start), select: { id: true } }),
        db.post.create({ data: row("advice", "Where to register?", start), select: { id: true } }),
      ]);
      const comment = (postId: string, content: string, at: number) => ({
        postId,
        authorId: helper.id,
        content,
        searchText: searchDocument(content),
        createdAt: new Date(at),
      });
      await db.comment.createMany({ data: [comment(commented.id, `The market ${byComment}`, start + 1000)] });
      await db.post.createMany({
        data: Array.from({ length: more }, (_, i) => row("advice", `Question ${i} ${onlyPost}`, start + 10_000 + i)),
      });
      await db.post.createMany({
        data: Array.from({ length: more }, (_, i) => row("post", `Post ${i} ${onlyQuestion}`, start + 10_000 + i)),
      });
      await db.comment.createMany({
        data: Array.from({ length: more }, (_, i) => comment(asked.id, `Answer ${i} ${byComment}`, start + 10_000 + i)),
      });
      try {
        const posts = await search(reader, { q: onlyPost, type: "posts" });
        expect(posts.results.map((hit) => hit.title)).toEqual([`Old post about ${onlyPost}`]);
        expect([posts.counts.posts, posts.countsCapped.posts]).toEqual([1, false]);
        expect([posts.counts.questions, posts.countsCapped.questions]).toEqual([SEARCH_CANDIDATES, true]);
        const questions = await search(reader, { q: onlyQuestion, type: "questions" });
        expect(questions.results.map((hit) => hit.title)).toEqual([`Old question ${onlyQuestion}`]);
        expect([questions.counts.questions, questions.countsCapped.questions]).toEqual([1, false]);
        const viaComment = await search(reader, { q: byComment });
        expect(viaComment.results.filter((hit) => hit.type === "posts").map((hit) => [hit.id, hit.viaComment])).toEqual(
          [[commented.id, true]],
        );
        expect(viaComment.counts.posts).toBe(1);
        // The Advice filter reads the questions' own index too.
        const advice = await listAdvice(reader, { q: onlyQuestion });
        expect(advice.questions.map((question) => question.content)).toEqual([`Old question ${onlyQuestion}`]);
      } finally {
        await db.post.deleteMany({ where: { authorId: author.id } });
        for (const edge of saved)
          await db.$executeRaw`UPDATE search_window SET "since0" = CAST(${edge.since0} AS TIMESTAMP(3)),
            "since1" = CAST(${edge.since1} AS TIMESTAMP(3)), "since2" = CAST(${edge.since2} AS TIMESTAMP(3))
            WHERE "kind" = ${edge.kind}`;
      }
    },
  );

  it("people by name, homeland, city or skill, never by email; events upcoming first; services", async () => {
    const tag = tagged();
    const reader = await member();
    const { user } = await createMember({ firstName: "Chiamaka", lastName: tag, email: `${tag}@mail.example` });
    expect(await ids(reader, `${tag} chiam`, "people")).toEqual([user.id]);
    expect(await ids(reader, `${tag}@mail.example`, "people")).toEqual([]);
    expect(await ids(reader, `mail ${tag}`, "people")).toEqual([]);
    expect(await ids(reader, `${tag}mail`, "people")).toEqual([]);

    const past = await createEvent(reader, { title: `Jollof night ${tag}`, eventDate: inDays(2) });
    await db.event.update({ where: { id: past.id }, data: { eventDate: new Date(Date.now() - 86_400_000) } });
    const soon = await createEvent(reader, { title: `Jollof cook-off ${tag}`, eventDate: inDays(5) });
    expect(await ids(reader, `jollof ${tag}`, "events")).toEqual([soon.id, past.id]);
    const [soonHit] = (await search(reader, { q: `cook ${tag}`, type: "events" })).results;
    expect(soonHit!.startsAt).toBe(soon.eventDate);

    const service = await createService(reader, {
      title: `Braiding ${tag}`,
      description: "Box braids and cornrows at home",
      category: "Legal Help",
    });
    const hit = (await search(reader, { q: `cornrows ${tag}`, type: "services" })).results;
    expect(hit.map((row) => row.id)).toEqual([service.id]);
    expect(hit[0]!.excerpt.some((part) => part.hit && part.text === "cornrows")).toBe(true);
  });

  it("members' markup comes back as the characters they typed: titles and excerpts are data, never markup", async () => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    const markup = "<img src=x onerror=alert(1)><b>Kreuz</b>";
    // Its first line is the title; the whole text, the excerpt.
    const post = await createPost(author, { content: `${markup}\n${tag}` });
    const service = await createService(author, {
      title: `Ironing ${tag}`,
      description: markup,
      category: "Legal Help",
    });
    const joined = (parts: Array<{ text: string }>) => parts.map((part) => part.text).join("");
    const [hit] = (await search(reader, { q: `${tag} kreuz`, type: "posts" })).results;
    expect(hit).toMatchObject({ id: post.id, title: markup });
    expect(joined(hit!.titleParts)).toBe(markup);
    expect(hit!.titleParts.filter((part) => part.hit).map((part) => part.text)).toEqual(["Kreuz"]);
    expect(joined(hit!.excerpt)).toBe(`${markup} ${tag}`);
    // The API's answer: the same characters, and the offsets mark the word in them.
    const answer = apiSearchHit(hit!);
    expect(answer.title).toBe(markup);
    expect(answer.excerpt).toBe(`${markup} ${tag}`);
    expect(answer.highlights.map(([start, end]) => answer.excerpt.slice(start, end))).toEqual(["Kreuz", tag]);
    const [offered] = (await search(reader, { q: `${tag} kreuz`, type: "services" })).results;
    expect(offered!.id).toBe(service.id);
    expect(apiSearchHit(offered!).excerpt).toBe(markup);
    expect((await suggest(reader, { q: `${tag} kreuz` })).map((found) => found.title)).toEqual([
      markup,
      `Ironing ${tag}`,
    ]);
  });

  it("pages by keyset: every hit once, in order", async () => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    for (let i = 0; i < 7; i++) await createPost(author, { content: `Paging test number ${i} ${tag}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof search>> = await search(reader, {
        q: tag,
        type: "posts",
        limit: 3,
        cursor,
      });
      seen.push(...page.results.map((hit) => hit.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    await expect(search(reader, { q: tag, cursor: "bm90LWEtY3Vyc29y", type: "posts" })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("the overview: the best few of each kind and a count of each", async () => {
    const tag = tagged();
    const author = await member("Overview", tag);
    const reader = await member();
    for (let i = 0; i < 4; i++) await createPost(author, { content: `Overview post ${i} ${tag}` });
    await createEvent(author, { title: `Overview event ${tag}`, eventDate: inDays(3) });
    const found = await search(reader, { q: tag });
    expect(found.counts).toEqual({ posts: 4, people: 1, events: 1, services: 0, questions: 0 });
    expect(found.results.map((hit) => hit.type)).toEqual(["posts", "posts", "posts", "people", "events"]);
    expect(found.nextCursor).toBeNull();
    expect((await suggest(reader, { q: tag })).map((hit) => hit.type)).toEqual(["posts", "posts", "people", "events"]);
  });
});

describe("what a member types never breaks it", () => {
  it.each(['"', '""', "*", "-", "NEAR(a b)", "AND", "OR", ":", "^", "()", "\\", "a\\", "'", "🎉", "\u200f", "%", "_"])(
    "%j",
    async (typed) => {
      const reader = await member();
      const found = await search(reader, { q: typed });
      expect(found.counts).toBeDefined();
    },
  );

  it("blank, too long or not text is a 400 naming q", async () => {
    const reader = await member();
    for (const q of ["", "   ", "x".repeat(201), "a\u0000b", "\ud800"]) {
      await expect(search(reader, { q })).rejects.toMatchObject({ status: 400, fields: { q: expect.any(String) } });
    }
    await expect(search(reader, { q: "x", type: "messages" })).rejects.toMatchObject({ status: 400 });
  });

  it("any string is a 200 with results or none, or a 400 naming q", async () => {
    const reader = await member();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 220 }), fc.string({ unit: "binary", maxLength: 60 })),
        async (q) => {
          try {
            await search(reader, { q });
            await suggest(reader, { q });
          } catch (error) {
            expect(error).toMatchObject({ status: 400, fields: { q: expect.any(String) } });
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the index keeps step with every write", () => {
  it("posts and comments: create, edit, delete", async () => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    const post = await createPost(author, { content: `Original words ${tag}` });
    await editPost(author, post.id, { content: `Replaced text ${tag}` });
    expect(await ids(reader, `original ${tag}`, "posts")).toEqual([]);
    expect(await ids(reader, `replaced ${tag}`, "posts")).toEqual([post.id]);
    const comment = await addComment(reader, post.id, { content: `sourdough starter ${tag}` });
    expect(await ids(reader, `sourdough ${tag}`, "posts")).toEqual([post.id]);
    await editComment(reader, comment.id, { content: `rye bread ${tag}` });
    expect(await ids(reader, `sourdough ${tag}`, "posts")).toEqual([]);
    expect(await ids(reader, `rye ${tag}`, "posts")).toEqual([post.id]);
    await deleteComment(reader, comment.id);
    expect(await ids(reader, `rye ${tag}`, "posts")).toEqual([]);
    await deletePost(author, post.id);
    expect(await ids(reader, tag, "posts")).toEqual([]);
  });

  it("events, services and a member's deleted account", async () => {
    const tag = tagged();
    const owner = await member("Deletable", tag);
    const reader = await member();
    const event = await createEvent(owner, { title: `Board games ${tag}`, eventDate: inDays(4) });
    await updateEvent(owner, event.id, { title: `Chess evening ${tag}`, eventDate: inDays(4) });
    expect(await ids(reader, `board ${tag}`, "events")).toEqual([]);
    expect(await ids(reader, `chess ${tag}`, "events")).toEqual([event.id]);
    const service = await createService(owner, {
      title: `Tutoring ${tag}`,
      description: "Maths",
      category: "Legal Help",
    });
    await updateService(owner, service.id, {
      title: `Tutoring ${tag}`,
      description: "Physics",
      category: "Legal Help",
    });
    expect(await ids(reader, `maths ${tag}`, "services")).toEqual([]);
    expect(await ids(reader, `physics ${tag}`, "services")).toEqual([service.id]);
    await deleteService(owner, service.id);
    expect(await ids(reader, tag, "services")).toEqual([]);
    expect(await ids(reader, `deletable ${tag}`, "people")).toEqual([owner.id]);
    await eraseMember(owner.id);
    expect(await search(reader, { q: tag })).toMatchObject({
      counts: { posts: 0, people: 0, events: 0, services: 0, questions: 0 },
    });
  });
});

describe("the section filters use the index", () => {
  it("Services, Events, Advice, Discover and the admin's users find by words, accents folded", async () => {
    const tag = tagged();
    const owner = await member("Zoë", `Ñandú${tag}`);
    const admin = { ...(await member()), role: "admin" as const };
    await db.user.update({ where: { id: admin.id }, data: { role: "admin" } });
    const service = await createService(owner, {
      title: `Café repairs ${tag}`,
      description: "x",
      category: "Legal Help",
    });
    const event = await createEvent(owner, { title: `Fête de la musique ${tag}`, eventDate: inDays(6) });
    const question = await createPost(owner, { content: `Crèche places? ${tag}`, type: "advice", category: "Housing" });
    expect((await listServices(admin, { q: `cafe ${tag}`, within: "any" })).services.map((s) => s.id)).toEqual([
      service.id,
    ]);
    expect((await listEvents(admin, { q: `fete ${tag}`, within: "any" })).events.map((e) => e.id)).toEqual([event.id]);
    expect((await listAdvice(admin, { q: `creche ${tag}` })).questions.map((q) => q.id)).toEqual([question.id]);
    expect((await searchPeople(admin, { q: `zoe nandu${tag}` })).people.map((p) => p.id)).toEqual([owner.id]);
    expect((await listAdminUsers(admin, { q: `nandu${tag}` })).users.map((u) => u.id)).toEqual([owner.id]);
  });

  // SQLite tests a list's rows against the list of matches when few items hold the words, by each row's own
  // words when many do (matchesSql): the two must find the same rows for anything typed.
  it.runIf(!onPostgresDb)(
    "a row's own words find what the index finds, for phrases, prefixes, accents and unspaced scripts",
    async () => {
      const tag = tagged();
      const owner = await member();
      const titles = [
        `São Paulo visa help ${tag}`,
        `visa helper Berlin ${tag}`,
        `help with the visa ${tag}`,
        `東京都の手続き ${tag}`,
        `Phở night in Hà Nội ${tag}`,
        `Aufenthaltserlaubnisverlängerung ${tag}`,
        `visas, helpers & more ${tag}`,
        `ein Hund ${tag}`,
      ];
      const made: string[] = [];
      for (const title of titles)
        made.push((await createService(owner, { title, description: "x", category: "Legal Help" })).id);
      const words = ["visa", "vis", "help", "helper", "sao paulo", "paulo", "東京", "京都の", "東", "pho", "ha noi"];
      const more = ["aufenthaltserlaubnisv", "ein", "hund", "berlin", "with the", "night", "more", tag, "手続"];
      const found = async (q: string, listed: number) =>
        (
          await readRows<Array<{ id: string }>>(
            sql`SELECT s."id" FROM "Service" s WHERE s."id" IN (${sqlJoin(made)})
              AND ${matchesSql("service", sql`s`, parseSearchQuery(q), listed)} ORDER BY s."id"`,
          )
        ).map((row) => row.id);
      // Each query once by the index's list and once by the rows' own words.
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...words, ...more), { minLength: 1, maxLength: 3 }),
          fc.constantFrom("", " ", '"'),
          fc.boolean(),
          async (parts, end, quoted) => {
            const q = (quoted ? `"${parts.join(" ")}` : parts.join(" ")) + end;
            expect(await found(q, 0), q).toEqual(await found(q, 999));
          },
        ),
        { numRuns: 150 },
      );
      // And they find something: a phrase, a prefix, the unspaced script, an accent left out.
      expect(await found("visa help", 0)).toEqual([made[0], made[1], made[2]].sort());
      expect(await found('"visa help"', 0)).toEqual([made[0]]);
      expect(await found('"visa help', 0)).toEqual([made[0], made[1]].sort());
      expect(await found("東京", 0)).toEqual([made[3]]);
      expect(await found("ha noi", 0)).toEqual([made[4]]);
      expect(await found("Aufenthaltserlaubnisverl", 0)).toEqual([made[5]]);
    },
  );

  it("read the index a chunk at a time, newest first: questions behind a chunk of posts, pages without gaps", async () => {
    const tag = tagged();
    const [author, reader] = [await member(), await member()];
    const start = Date.now() - 3_600_000;
    const row = (type: "advice" | "post", index: number, at: number) => {
      const content = `${type === "advice" ? "Question" : "Post"} ${index} about ${tag}`;
      return { authorId: author.id, type, content, searchText: searchDocument(content), createdAt: new Date(at) };
    };
    // Oldest first, as members write them: five questions, then more posts with the same word than a page holds, many times over.
    await db.post.createMany({ data: [0, 1, 2, 3, 4].map((i) => row("advice", i, start + i * 1000)) });
    await db.post.createMany({
      data: Array.from({ length: 120 }, (_, i) => row("post", i, start + 10_000 + i * 1000)),
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 4; page++) {
      const found: Awaited<ReturnType<typeof listAdvice>> = await listAdvice(reader, { q: tag }, { cursor, limit: 2 });
      seen.push(...found.questions.map((question) => question.content));
      cursor = found.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => `Question ${i} about ${tag}`));
    // Discover pages the same way.
    // One after another: Discover lists the newest first.
    const people: Viewer[] = [];
    for (const i of [1, 2, 3]) people.push(await member(`Ana${tag}`, `Number${i}`));
    const first = await searchPeople(reader, { q: `ana${tag}`, limit: 2 });
    const second = await searchPeople(reader, { q: `ana${tag}`, limit: 2, cursor: first.nextCursor });
    expect([...first.people, ...second.people].map((person) => person.id)).toEqual(
      people.map((person) => person.id).reverse(),
    );
    expect(second.nextCursor).toBeNull();
  });

  it("Events finds an upcoming event by its words however many newer events hold them, soonest first", async () => {
    const tag = tagged();
    const [organizer, reader] = [await member(), await member()];
    const now = Date.now();
    const event = (title: string, inDays: number, createdAgoMs: number) => ({
      organizerId: organizer.id,
      title,
      eventDate: new Date(now + inDays * 86_400_000),
      createdAt: new Date(now - createdAgoMs),
      searchText: eventSearchTextFor({ title, description: null, location: null }),
    });
    // Created first, happening last; then more events with the same words than a search reads (300), created since.
    await db.event.createMany({ data: [event(`Old friends ${tag}`, 30, 3_600_000)] });
    await db.event.createMany({
      data: Array.from({ length: 320 }, (_, i) => event(`Meetup ${i} ${tag}`, 1 + i / 100, 60_000 - i)),
    });
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listEvents>> = await listEvents(reader, {
        q: tag,
        filter: "upcoming",
        within: "any",
        limit: 50,
        cursor,
      });
      titles.push(...page.events.map((found) => found.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toHaveLength(321);
    expect(titles.at(-1)).toBe(`Old friends ${tag}`);
    const soonest = await listEvents(reader, { q: tag, filter: "upcoming", within: "any", limit: 3 });
    expect(soonest.events.map((found) => found.title)).toEqual([0, 1, 2].map((i) => `Meetup ${i} ${tag}`));
    await db.event.deleteMany({ where: { organizerId: organizer.id } });
  });

  it("past a thousand newer items without the words, the index finds the rest (PostgreSQL tests the newest first)", async () => {
    const tag = tagged();
    const [author, filler, reader] = [await member(), await member(), await member()];
    const now = Date.now();
    const post = (authorId: string, type: "advice" | "post", content: string, at: number) => ({
      authorId,
      type,
      content,
      searchText: searchDocument(content),
      createdAt: new Date(at),
    });
    await db.post.createMany({
      data: [0, 1, 2].map((i) => post(author.id, "advice", `Question ${i} about ${tag}`, now - 7_200_000 + i * 1000)),
    });
    await db.post.createMany({
      data: Array.from({ length: 1100 }, (_, i) => post(filler.id, "post", `Filler ${i}`, now - 60_000 + i)),
    });
    try {
      const first = await listAdvice(reader, { q: tag }, { limit: 2 });
      const second = await listAdvice(reader, { q: tag }, { limit: 2, cursor: first.nextCursor });
      expect([...first.questions, ...second.questions].map((question) => question.content)).toEqual(
        [2, 1, 0].map((i) => `Question ${i} about ${tag}`),
      );
      expect(second.nextCursor).toBeNull();
    } finally {
      await db.post.deleteMany({ where: { authorId: filler.id } });
    }
  });
});

const RELATIONS = [
  "a bystander",
  "blocked by the owner",
  "who blocked the owner",
  "a bystander, the items hidden by an admin",
  "a bystander, the owner suspended",
  "the owner, the items hidden",
  "an admin, the items hidden",
  "outside the circle by request the posts are in",
  "a member of the circle by request the posts are in",
  "an admin, the items deleted",
  "a bystander, the owner's account erased",
  "a bystander, typing the owner's email",
  "the one the owner wrote the same words to in a message",
] as const;
type Relation = (typeof RELATIONS)[number];

/** Which of the owner's items each viewer finds (people: whether they find the owner). */
const FINDS: Record<Relation, Record<SearchType, boolean>> = {
  "a bystander": { posts: true, people: true, events: true, services: true, questions: true },
  "blocked by the owner": { posts: false, people: false, events: false, services: false, questions: false },
  "who blocked the owner": { posts: false, people: false, events: false, services: false, questions: false },
  "a bystander, the items hidden by an admin": {
    posts: false,
    people: true,
    events: false,
    services: false,
    questions: false,
  },
  "a bystander, the owner suspended": { posts: false, people: false, events: false, services: false, questions: false },
  // A member never finds themselves among people; their own hidden items, they do.
  "the owner, the items hidden": { posts: true, people: false, events: true, services: true, questions: true },
  "an admin, the items hidden": { posts: true, people: true, events: true, services: true, questions: true },
  // The posts and the question are in the circle (the post the owner's comment is on too); events and services
  // are not.
  "outside the circle by request the posts are in": {
    posts: false,
    people: true,
    events: true,
    services: true,
    questions: false,
  },
  "a member of the circle by request the posts are in": {
    posts: true,
    people: true,
    events: true,
    services: true,
    questions: true,
  },
  // An admin, who finds what is hidden: what is deleted, no one finds.
  "an admin, the items deleted": { posts: false, people: true, events: false, services: false, questions: false },
  "a bystander, the owner's account erased": {
    posts: false,
    people: false,
    events: false,
    services: false,
    questions: false,
  },
  // Members never match an email (the admins' user list does: checked below, so the address is the owner's).
  "a bystander, typing the owner's email": {
    posts: false,
    people: false,
    events: false,
    services: false,
    questions: false,
  },
  // The owner's items, and nothing more: the message's words are not searched.
  "the one the owner wrote the same words to in a message": {
    posts: true,
    people: true,
    events: true,
    services: true,
    questions: true,
  },
};

/** A circle by request (decision 088) that `host` starts and lets `members` into: its posts are its members' only. */
async function circleByRequest(host: Viewer, members: Viewer[]): Promise<string> {
  // Starting one takes an account past the new-account rules.
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  await db.user.update({
    where: { id: host.id },
    data: { emailVerifiedAt: new Date(), createdAt: twoDaysAgo },
    select: { id: true },
  });
  const { id } = await startCircle(host, {
    name: `Circle ${tagged()}`,
    description: "Members only",
    access: "request",
  });
  for (const member of members) {
    await joinCircle(member, id);
    await decideJoinRequest(host, id, member.id, "approve");
  }
  return id;
}

describe("search never shows what the searcher may not see: every rule, every channel", () => {
  it.each(RELATIONS)("as %s", async (relation) => {
    const tag = tagged();
    const email = `${tagged()}@roots.example`;
    const owner = await member("Owner", tag, { email });
    const other = await member();
    let viewer = await member();
    const circleId = relation.includes("circle")
      ? await circleByRequest(owner, relation.startsWith("a member") ? [other, viewer] : [other])
      : undefined;
    const post = await createPost(owner, { content: `Owner's post ${tag}`, circleId });
    const question = await createPost(owner, {
      content: `Owner's question ${tag}`,
      type: "advice",
      category: "Housing",
      circleId,
    });
    const event = await createEvent(owner, { title: `Owner's event ${tag}`, eventDate: inDays(3) });
    const service = await createService(owner, {
      title: `Owner's service ${tag}`,
      description: "x",
      category: "Legal Help",
    });
    // A neutral member's post found only by the owner's comment: it follows the comment's rule.
    const neutral = await createPost(other, { content: "A neutral post", circleId });
    const comment = await addComment(owner, neutral.id, { content: `Owner's comment ${tag}` });
    const hide = async () => {
      const hiddenAt = new Date();
      await db.post.updateMany({ where: { id: { in: [post.id, question.id] } }, data: { hiddenAt } });
      await db.comment.update({ where: { id: comment.id }, data: { hiddenAt } });
      await db.event.update({ where: { id: event.id }, data: { hiddenAt } });
      await db.service.update({ where: { id: service.id }, data: { hiddenAt } });
    };
    const makeAdmin = async (someone: Viewer): Promise<Viewer> => {
      await db.user.update({ where: { id: someone.id }, data: { role: "admin" }, select: { id: true } });
      return { id: someone.id, role: "admin" };
    };
    let q = tag;
    switch (relation) {
      case "a bystander":
      case "outside the circle by request the posts are in":
      case "a member of the circle by request the posts are in":
        break;
      case "blocked by the owner":
        await blockMember(owner, viewer.id);
        break;
      case "who blocked the owner":
        await blockMember(viewer, owner.id);
        break;
      case "a bystander, the items hidden by an admin":
        await hide();
        break;
      case "a bystander, the owner suspended":
        await db.user.update({ where: { id: owner.id }, data: { status: "suspended" } });
        break;
      case "the owner, the items hidden":
        await hide();
        viewer = owner;
        break;
      case "an admin, the items hidden":
        await hide();
        viewer = await makeAdmin(viewer);
        break;
      case "an admin, the items deleted": {
        viewer = await makeAdmin(viewer);
        await deletePost(owner, post.id);
        await deletePost(owner, question.id);
        await deleteComment(owner, comment.id);
        await deleteService(owner, service.id);
        // An event has no delete of its own: an admin removes it on a report.
        const report = await createReport(other, { subjectType: "event", subjectId: event.id, reason: "spam" });
        await moderateReport({ ...viewer, firstName: "Searcher", lastName: "Member" }, report.id, "delete");
        break;
      }
      case "a bystander, the owner's account erased":
        await eraseMember(owner.id);
        break;
      case "a bystander, typing the owner's email": {
        q = email;
        const admin = await makeAdmin(await member());
        expect((await listAdminUsers(admin, { q: email })).users.map((user) => user.id)).toEqual([owner.id]);
        break;
      }
      case "the one the owner wrote the same words to in a message": {
        const words = `Owner's message ${tag}`;
        await sendMessage(owner, { receiverId: viewer.id, content: words });
        expect((await listThread(viewer, owner.id)).messages.map((message) => message.content)).toEqual([words]);
        break;
      }
    }
    const expected = FINDS[relation];
    const wanted: Record<SearchType, string[]> = {
      posts: expected.posts ? [post.id, neutral.id].sort() : [],
      people: expected.people ? [owner.id] : [],
      events: expected.events ? [event.id] : [],
      services: expected.services ? [service.id] : [],
      questions: expected.questions ? [question.id] : [],
    };
    const overview = await search(viewer, { q });
    const suggestions = await suggest(viewer, { q });
    const hits = [...overview.results, ...suggestions];
    for (const type of Object.keys(wanted) as SearchType[]) {
      const page = await search(viewer, { q, type });
      hits.push(...page.results);
      expect({ type, page: page.results.map((hit) => hit.id).sort() }).toEqual({ type, page: wanted[type] });
      expect({ type, count: page.counts[type] }).toEqual({ type, count: wanted[type].length });
      expect({ type, count: overview.counts[type] }).toEqual({ type, count: wanted[type].length });
      const inOverview = overview.results
        .filter((hit) => hit.type === type)
        .map((hit) => hit.id)
        .sort();
      expect({ type, inOverview }).toEqual({ type, inOverview: wanted[type] });
      const suggested = suggestions
        .filter((hit) => hit.type === type)
        .map((hit) => hit.id)
        .sort();
      expect({ type, suggested }).toEqual({ type, suggested: wanted[type] });
    }
    // Nor does any hit show the owner's email, whoever finds them.
    expect(JSON.stringify(hits)).not.toContain(email.split("@")[0]);
  });
});

describe.runIf(onPostgresDb)(
  "PostgreSQL reads the window's tiers newest first, and the whole index for what is older than all of them",
  () => {
    type Row = { id: string; tier: number };
    /** Which tier of the window holds each of `postIds` (none: not in the window). */
    const tiers = async (postIds: string[]) =>
      Object.fromEntries(
        (await db.$queryRaw<Row[]>`SELECT "id", "tier" FROM search_window_post`)
          .filter((row) => postIds.includes(row.id))
          .map((row) => [row.id, Number(row.tier)]),
      );
    const edges = async () =>
      (
        await db.$queryRaw<Array<{ since0: Date; since1: Date; since2: Date }>>`
          SELECT "since0", "since1", "since2" FROM search_window WHERE "kind" = 'post'`
      )[0]!;
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    const dated = async (author: Viewer, content: string, secondsAgo: number) => {
      const post = await createPost(author, { content });
      return db.post.update({
        where: { id: post.id },
        data: { createdAt: at(secondsAgo) },
        select: { id: true, createdAt: true },
      });
    };

    it("finds the same items, newest first, across every edge, and keeps step with every write", async () => {
      const tag = tagged();
      const [author, reader] = [await member(), await member()];
      const posts = [];
      for (const [index, secondsAgo] of [40, 30, 20, 10].entries())
        posts.push(await dated(author, `Window ${["one", "two", "three", "four"][index]} ${tag}`, secondsAgo));
      const [oldest, second, third, newest] = posts.map((post) => post.id) as [string, string, string, string];
      // Tier 0 starts at the newest post, tier 1 at the third, tier 2 at the second; the oldest is the index's alone.
      const newer = async (than: Date, tier: number) =>
        Number(
          (
            await db.$queryRaw<Array<{ n: bigint }>>`SELECT count(*) AS "n" FROM search_window_post
              WHERE "createdAt" > ${than} AND "tier" <= ${tier}`
          )[0]!.n,
        );
      await trimSearchWindows([
        await newer(posts[3]!.createdAt, 0),
        await newer(posts[2]!.createdAt, 1),
        await newer(posts[1]!.createdAt, 2),
      ]);
      expect(await edges()).toEqual({
        since0: posts[3]!.createdAt,
        since1: posts[2]!.createdAt,
        since2: posts[1]!.createdAt,
      });
      expect(await tiers([oldest, second, third, newest])).toEqual({ [second]: 2, [third]: 1, [newest]: 0 });
      expect(await ids(reader, tag, "posts")).toEqual([newest, third, second, oldest]);
      // The tab counts all four; the overview, which reads the window, three and "more".
      const counted = async (type?: SearchType) => {
        const found = await search(reader, { q: tag, type });
        return [found.counts.posts, found.countsCapped.posts];
      };
      expect(await counted("posts")).toEqual([4, false]);
      expect(await counted()).toEqual([3, true]);

      // A post written with a date between two edges goes to its tier; one older than all of them (an import) is
      // not copied. Both are found all the same.
      const between = await dated(author, `Window between ${tag}`, 25);
      const backdated = await dated(author, `Window five ${tag}`, 3600);
      expect(await tiers([between.id, backdated.id])).toEqual({ [between.id]: 2 });
      expect(await ids(reader, tag, "posts")).toEqual([newest, third, between.id, second, oldest, backdated.id]);

      // Questions are the other side of the same window: their own tab finds them, in the window and older.
      const asked = async (content: string, secondsAgo: number) => {
        const post = await createPost(author, { content, type: "advice", category: "Housing" });
        await db.post.update({ where: { id: post.id }, data: { createdAt: at(secondsAgo) }, select: { id: true } });
        return post.id;
      };
      const [askedBetween, askedBefore] = [
        await asked(`Window asked ${tag}`, 25),
        await asked(`Window posed ${tag}`, 3600),
      ];
      // In the questions' own window when newer than its own last edge (the sweep above moved it too), never in
      // the posts'.
      const held = async (window: "post" | "question") =>
        (await db.$queryRawUnsafe<Array<{ id: string }>>(`SELECT "id" FROM search_window_${window}`))
          .map((row) => row.id)
          .filter((id) => id === askedBetween || id === askedBefore)
          .sort();
      const [{ since2 }] = await db.$queryRaw<Array<{ since2: Date }>>`
        SELECT "since2" FROM search_window WHERE "kind" = 'question'`;
      const dates = await db.post.findMany({
        where: { id: { in: [askedBetween, askedBefore] } },
        select: { id: true, createdAt: true },
      });
      expect(await held("post")).toEqual([]);
      expect(await held("question")).toEqual(
        dates
          // A window that never moved has its edge at -infinity, which comes back as an invalid date.
          .filter((row) => Number.isNaN(since2!.getTime()) || row.createdAt >= since2!)
          .map((row) => row.id)
          .sort(),
      );
      expect((await ids(reader, tag, "questions")).sort()).toEqual([askedBetween, askedBefore].sort());

      // Edits on every side, and deletions.
      await editPost(author, oldest, { content: `Window renamed ${tag}` });
      await editPost(author, second, { content: `Window restated ${tag}` });
      await editPost(author, third, { content: `Window retitled ${tag}` });
      expect(await ids(reader, `one ${tag}`, "posts")).toEqual([]);
      expect(await ids(reader, `renamed ${tag}`, "posts")).toEqual([oldest]);
      expect(await ids(reader, `two ${tag}`, "posts")).toEqual([]);
      expect(await ids(reader, `restated ${tag}`, "posts")).toEqual([second]);
      expect(await ids(reader, `three ${tag}`, "posts")).toEqual([]);
      expect(await ids(reader, `retitled ${tag}`, "posts")).toEqual([third]);
      expect(await tiers([second, third])).toEqual({ [second]: 2, [third]: 1 });
      await deletePost(author, newest);
      await deletePost(author, second);
      expect(await tiers([newest, second])).toEqual({});
      expect(await ids(reader, tag, "posts")).toEqual([third, between.id, oldest, backdated.id]);

      // The edges never move back, however many items a sweep would keep.
      const before = await edges();
      await trimSearchWindows([10_000_000, 10_000_000, 10_000_000]);
      expect(await edges()).toEqual(before);
    });

    it("only a kind's own tab reads what is older than its window: the overview, the other tabs' counts and the suggestions read the window, or older when it holds none", async () => {
      const tag = tagged();
      const [author, reader] = [await member(), await member()];
      const yearAgo = 365 * 86_400;
      const older = await dated(author, `Older post ${tag}`, yearAgo);
      const newer = await dated(author, `Newer post ${tag}`, 5);
      const questions = [];
      for (const content of [`Asked long ago ${tag}`, `Asked again long ago ${tag}`]) {
        const question = await createPost(author, { content, type: "advice", category: "Housing" });
        await db.post.update({ where: { id: question.id }, data: { createdAt: at(yearAgo) }, select: { id: true } });
        questions.push(question.id);
      }
      // Every edge of the posts' and questions' windows at least a day back (never back from where it is): the
      // year-old items are older than the windows, the newer post is in them.
      await db.$executeRaw`UPDATE search_window SET "since0" = GREATEST("since0", ${at(86_400)}),
        "since1" = GREATEST("since1", ${at(86_400)}), "since2" = GREATEST("since2", ${at(86_400)})
        WHERE "kind" IN ('post', 'question')`;
      const counts = async (type?: SearchType) => {
        const found = await search(reader, { q: tag, type });
        return {
          posts: [found.counts.posts, found.countsCapped.posts],
          questions: [found.counts.questions, found.countsCapped.questions],
          found: found.results.map((hit) => hit.id).sort(),
        };
      };
      // The window holds one post ("1+"), and no question: the questions were read from the index.
      expect(await counts()).toEqual({
        posts: [1, true],
        questions: [2, false],
        found: [newer.id, ...questions].sort(),
      });
      expect(await counts("posts")).toEqual({
        posts: [2, false],
        questions: [2, false],
        found: [newer.id, older.id].sort(),
      });
      expect(await counts("questions")).toEqual({
        posts: [1, true],
        questions: [2, false],
        found: [...questions].sort(),
      });
      expect((await suggest(reader, { q: tag })).map((hit) => hit.id).sort()).toEqual([newer.id, ...questions].sort());
    });

    it("every kind's items older than its window are found a month at a time, and its tab counts them; a word nobody wrote finds nothing", async () => {
      const tag = tagged();
      const [author, reader] = [await member(), await member()];
      const day = 86_400_000;
      const long = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
      const post = await createPost(author, { content: `Older post ${tag}` });
      const comment = await addComment(author, post.id, { content: `Older comment ${tag}` });
      const question = await createPost(author, {
        content: `Older question ${tag}`,
        type: "advice",
        category: "Housing",
      });
      const { user } = await createMember({ firstName: "Older", lastName: tag });
      const event = await createEvent(author, {
        title: `Older event ${tag}`,
        description: "A picnic by the lake",
        eventDate: inDays(3),
      });
      const service = await createService(author, {
        title: `Older service ${tag}`,
        description: "Forms and letters",
        category: "Legal Help",
      });
      await db.post.update({ where: { id: post.id }, data: { createdAt: long(70) }, select: { id: true } });
      await db.comment.update({ where: { id: comment.id }, data: { createdAt: long(400) }, select: { id: true } });
      await db.post.update({ where: { id: question.id }, data: { createdAt: long(35) }, select: { id: true } });
      await db.user.update({ where: { id: user.id }, data: { createdAt: long(200) }, select: { id: true } });
      await db.event.update({ where: { id: event.id }, data: { createdAt: long(100) }, select: { id: true } });
      await db.service.update({ where: { id: service.id }, data: { createdAt: long(3) }, select: { id: true } });
      // Every window's edges a day back at least: all of these are older than their windows.
      await db.$executeRaw`UPDATE search_window SET "since0" = GREATEST("since0", ${long(1)}),
        "since1" = GREATEST("since1", ${long(1)}), "since2" = GREATEST("since2", ${long(1)})`;
      expect(await ids(reader, tag, "posts")).toEqual([post.id]);
      expect(await ids(reader, `comment ${tag}`, "posts")).toEqual([post.id]);
      expect(await ids(reader, tag, "questions")).toEqual([question.id]);
      expect(await ids(reader, tag, "people")).toEqual([user.id]);
      expect(await ids(reader, tag, "events")).toEqual([event.id]);
      expect(await ids(reader, tag, "services")).toEqual([service.id]);
      // The overview reads the windows, which hold none of them, so each kind's older items.
      expect((await search(reader, { q: tag })).counts).toEqual({
        posts: 1,
        people: 1,
        events: 1,
        services: 1,
        questions: 1,
      });
      const nobody = `${tagged()} ${tagged()}`;
      for (const type of [undefined, "posts", "questions", "people", "events", "services"] as const)
        expect((await search(reader, { q: nobody, type })).counts).toEqual(EMPTY_COUNTS);
    });

    it("questions older than their window are read a month at a time, newest first: a page stops at the month that fills it, and a cursor goes on from there", async () => {
      const tag = tagged();
      const [author, reader] = [await member(), await member()];
      const day = 86_400;
      // Older than the questions' window (its edges moved to a day back below), in five months over two years.
      const asked: Array<{ id: string; createdAt: Date }> = [];
      for (const daysAgo of [2, 40, 41, 100, 400, 800]) {
        const question = await createPost(author, {
          content: `Asked ${daysAgo} days ago ${tag}`,
          type: "advice",
          category: "Housing",
        });
        asked.push(
          await db.post.update({
            where: { id: question.id },
            data: { createdAt: at(daysAgo * day) },
            select: { id: true, createdAt: true },
          }),
        );
      }
      await db.$executeRaw`UPDATE search_window SET "since0" = GREATEST("since0", ${at(day)}),
        "since1" = GREATEST("since1", ${at(day)}), "since2" = GREATEST("since2", ${at(day)})
        WHERE "kind" = 'question'`;
      const page = (take: number, after: { id: string; createdAt: Date } | null = null) =>
        windowSql("question", parseSearchQuery(tag), take, { after });
      const read = async (take: number, after: { id: string; createdAt: Date } | null = null) =>
        (await db.$queryRaw<Array<{ id: string }>>(page(take, after))).map((row) => row.id);
      const byAge = asked.map((question) => question.id);
      expect(await read(2)).toEqual(byAge.slice(0, 2));
      expect(await read(2, asked[1])).toEqual(byAge.slice(2, 4));
      expect(await read(3, asked[3])).toEqual(byAge.slice(4));
      expect(await read(50)).toEqual(byAge);
      expect(await ids(reader, tag, "questions")).toEqual(byAge);

      // The months' reads go no further than the month that fills the page (and the next, whose first row tells the
      // sort that the month before is whole): the page of two reads the months from the edge's down to that of the
      // question of 100 days ago, five or six, of the 27 or more back to the oldest question.
      const [{ "QUERY PLAN": plan }] = await db.$queryRaw<Array<{ "QUERY PLAN": unknown }>>(
        sql`EXPLAIN (ANALYZE, FORMAT JSON) ${page(2)}`,
      );
      const loops: number[] = [];
      let months = 0;
      const walk = (node: Record<string, unknown>) => {
        const conditions = ["Index Cond", "Recheck Cond", "Filter"].map((key) => String(node[key] ?? "")).join(" ");
        if (node["Relation Name"] === "Post" && conditions.includes("search_month_vector"))
          loops.push(Number(node["Actual Loops"]));
        if (node["Function Name"] === "generate_series") months = Number(node["Actual Rows"]);
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
      };
      walk((plan as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
      const shown = JSON.stringify(plan);
      expect(months, shown).toBeGreaterThanOrEqual(27);
      expect(loops.length, shown).toBeGreaterThan(0);
      expect(Math.max(...loops), shown).toBeLessThanOrEqual(6);
    });

    it("each kind's window row keeps a date at or before its oldest item: an older item lowers it, a newer one leaves it", async () => {
      const tag = tagged();
      const author = await member();
      const oldest = async (kind: string) =>
        (
          await db.$queryRaw<Array<{ oldest: Date | null }>>`SELECT "oldest" FROM search_window WHERE "kind" = ${kind}`
        )[0]!.oldest;
      const post = await createPost(author, { content: `Long ago ${tag}` });
      const longAgo = new Date(Date.now() - 20 * 365 * 86_400_000);
      await db.post.update({ where: { id: post.id }, data: { createdAt: longAgo } });
      expect(await oldest("post")).toEqual(longAgo);
      const event = await createEvent(author, { title: `Long ago ${tag}`, eventDate: inDays(3) });
      await db.event.update({ where: { id: event.id }, data: { createdAt: longAgo } });
      expect(await oldest("event")).toEqual(longAgo);
      await createPost(author, { content: `Today ${tag}` });
      expect(await oldest("post")).toEqual(longAgo);
      // Older than its window (edges moved to a day back), it is read in its month, twenty years down the walk.
      await db.$executeRaw`UPDATE search_window SET "since0" = GREATEST("since0", ${at(86_400)}),
        "since1" = GREATEST("since1", ${at(86_400)}), "since2" = GREATEST("since2", ${at(86_400)})
        WHERE "kind" = 'post'`;
      expect(await ids(author, `long ago ${tag}`, "posts")).toEqual([post.id]);
    });

    it("every write goes into search's indexes themselves: no index keeps a list of pending entries that each search would read", async () => {
      const tag = tagged();
      const [author, reader] = [await member(`Pending${tag}`), await member()];
      const post = await createPost(author, { content: `A post ${tag}` });
      await addComment(reader, post.id, { content: `A comment ${tag}` });
      const question = await createPost(author, { content: `A question ${tag}`, type: "advice", category: "Housing" });
      await addComment(reader, question.id, { content: `An answer ${tag}` });
      await createEvent(author, { title: `An event ${tag}`, eventDate: inDays(3) });
      await createService(author, { title: `A service ${tag}`, description: "Help", category: "Legal Help" });
      // gin_clean_pending_list merges an index's pending list and answers how many pages it held: 0 for each, as
      // each write put its entries into the index (fastupdate off, migration search_indexes_without_pending_list).
      const indexes = await db.$queryRaw<Array<{ name: string; options: string[] | null; pending: number }>>`
        SELECT c.relname::text AS "name", c.reloptions::text[] AS "options", gin_clean_pending_list(c.oid)::int AS "pending"
        FROM pg_class c JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'i' AND am.amname = 'gin' AND n.nspname = current_schema() ORDER BY c.relname`;
      const names = indexes.map((index) => index.name);
      for (const kind of ["post", "comment", "question", "answer", "user", "event", "service"])
        expect(names).toContain(`search_window_${kind}_tier0`);
      expect(names).toEqual(expect.arrayContaining(["search_post", "search_post_month", "search_user_month"]));
      expect(indexes.filter((index) => !index.options?.includes("fastupdate=off") || index.pending > 0)).toEqual([]);
      expect(await ids(reader, tag, "posts")).toEqual([post.id]);
    });
  },
);
