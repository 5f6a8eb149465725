// GET /api/search (issue 44): one search over posts, people, events, services and questions. Every answer here is
// held to the OpenAPI document by ./test.ts's `request`; these tests add what the document cannot say: what is
// found, where it matched, paging that gives each hit once, the 400s that name their field, and that nothing the
// caller may not see is found or counted. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { expect, test } from "./test";
import { DEMO_ADMIN, registerMember, sessionFor } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A word no other test writes: what a test searches for. */
const marker = () => `zs${randomUUID().replace(/-/g, "").slice(0, 10)}`;

type Highlight = [number, number];
type Hit = {
  type: string;
  id: string;
  title: string;
  titleHighlights: Highlight[];
  excerpt: string;
  highlights: Highlight[];
  url: string;
  createdAt: string;
  person: { id: string; name: string; avatarUrl: string } | null;
  place: string | null;
  startsAt: string | null;
  answered: boolean | null;
  viaComment: boolean;
};
type Counts = Record<"posts" | "people" | "events" | "services" | "questions", number>;
type Results = {
  results: Hit[];
  counts: Counts;
  countsCapped: Record<keyof Counts, boolean>;
  nextCursor: string | null;
};

async function search(request: APIRequestContext, token: string, params: Record<string, string>): Promise<Results> {
  const response = await request.get(`/api/search?${new URLSearchParams(params)}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function created(response: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string };
}

const post = (request: APIRequestContext, token: string, content: string, type = "post") =>
  created(request.post("/api/posts", { headers: auth(token), data: { content, type } }));

/** The marked pieces of a text. */
const marked = (text: string, highlights: Highlight[]) => highlights.map(([start, end]) => text.slice(start, end));

test.describe("GET /api/search", () => {
  test("needs a token; takes GET only", async ({ request }) => {
    const response = await request.get("/api/search?q=kreuzberg");
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
    const member = await registerMember(request);
    expect((await request.post("/api/search?q=kreuzberg", { headers: auth(member.token) })).status()).toBe(405);
  });

  test("finds a post, a person, an event, a service and a question, and says where the words matched", async ({
    request,
  }) => {
    const word = marker();
    const [author, searcher] = [
      await registerMember(request, { lastName: "Author" }),
      await registerMember(request, { lastName: "Searcher" }),
    ];
    const profile = await request.put("/api/profile", {
      headers: auth(author.token),
      data: {
        firstName: "Eve",
        lastName: "Author",
        email: author.email,
        countryOfOrigin: "Nigeria",
        currentLocation: "Madrid, Spain",
        skills: [`Jollof ${word}`],
        interests: [],
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const thePost = await post(request, author.token, `Nigerian grocery near Kreuzberg ${word}`);
    const theQuestion = await post(request, author.token, `Where do I do the Anmeldung? ${word}`, "advice");
    const theEvent = await created(
      request.post("/api/events", {
        headers: auth(author.token),
        data: {
          title: `Potluck ${word}`,
          description: `Bring a dish from home. ${"Long description. ".repeat(20)}Look for the sign ${word}.`,
          eventDate: "2031-05-01T18:00:00+02:00",
          location: "Berlin",
        },
      }),
    );
    const theService = await created(
      request.post("/api/services", {
        headers: auth(author.token),
        data: { title: "Visa forms", description: `I help with residence permits ${word}`, category: "Legal Help" },
      }),
    );

    const overview = await search(request, searcher.token, { q: word });
    expect(overview.counts).toEqual({ posts: 1, people: 1, events: 1, services: 1, questions: 1 });
    expect(overview.countsCapped).toEqual({
      posts: false,
      people: false,
      events: false,
      services: false,
      questions: false,
    });
    expect(overview.nextCursor).toBeNull();
    const byType = Object.fromEntries(overview.results.map((hit) => [hit.type, hit]));
    expect(Object.keys(byType).sort()).toEqual(["events", "people", "posts", "questions", "services"]);

    expect(byType.posts).toMatchObject({
      id: thePost.id,
      title: `Nigerian grocery near Kreuzberg ${word}`,
      // The title says it all: no excerpt.
      excerpt: "",
      highlights: [],
      url: `/posts/${thePost.id}`,
      person: { id: author.id, name: "Eve Author", avatarUrl: expect.any(String) },
      startsAt: null,
      answered: null,
      viaComment: false,
    });
    expect(marked(byType.posts.title, byType.posts.titleHighlights)).toEqual([word]);
    expect(byType.questions).toMatchObject({ id: theQuestion.id, url: `/advice/${theQuestion.id}`, answered: false });
    expect(byType.people).toMatchObject({ id: author.id, title: "Eve Author", url: `/profile/${author.id}` });
    expect(byType.events).toMatchObject({
      id: theEvent.id,
      title: `Potluck ${word}`,
      url: `/events/${theEvent.id}`,
      startsAt: "2031-05-01T16:00:00.000Z",
      place: "Berlin",
    });
    // The event's word is far into its description: the excerpt is cut around it, and the offsets point at it.
    expect(byType.events.excerpt.startsWith("…")).toBe(true);
    expect(marked(byType.events.excerpt, byType.events.highlights)).toEqual([word]);
    expect(byType.services).toMatchObject({
      id: theService.id,
      title: "Visa forms",
      url: `/services/${theService.id}`,
    });
    expect(byType.services.titleHighlights).toEqual([]);
    expect(marked(byType.services.excerpt, byType.services.highlights)).toEqual([word]);
    // The excerpt and title are plain text: offsets are UTF-16 code units of exactly that text.
    for (const hit of overview.results) {
      for (const [start, end] of [...hit.highlights, ...hit.titleHighlights]) expect(start).toBeLessThan(end);
      expect(hit.highlights.every(([, end]) => end <= hit.excerpt.length)).toBe(true);
      expect(hit.title).not.toMatch(/<mark|<\/?\w+>/);
    }

    // The last word as a prefix, accents and case folded: "KREUZ" finds Kreuzberg, and the whole word is marked.
    const prefix = await search(request, searcher.token, { q: `${word} KREUZ`, type: "posts" });
    expect(prefix.results.map((hit) => hit.id)).toEqual([thePost.id]);
    expect(marked(prefix.results[0].title, prefix.results[0].titleHighlights)).toEqual(["Kreuzberg", word]);
    const phrase = await search(request, searcher.token, { q: `"grocery near" ${word}`, type: "posts" });
    expect(phrase.results.map((hit) => hit.id)).toEqual([thePost.id]);
    const wrongOrder = await search(request, searcher.token, { q: `"near grocery" ${word}`, type: "posts" });
    expect(wrongOrder.counts.posts).toBe(0);
    // A member is never found by their email.
    const byEmail = await search(request, searcher.token, { q: author.email.split("@")[0] });
    expect(byEmail.counts.people).toBe(0);
    // A question found by its answer says so.
    const answerWord = marker();
    await created(
      request.post(`/api/posts/${theQuestion.id}/comments`, {
        headers: auth(searcher.token),
        data: { content: `Book it online early ${answerWord}` },
      }),
    );
    const viaAnswer = await search(request, author.token, { q: answerWord, type: "questions" });
    expect(viaAnswer.results).toMatchObject([{ id: theQuestion.id, viaComment: true }]);
    expect(marked(viaAnswer.results[0].excerpt, viaAnswer.results[0].highlights)).toEqual([answerWord]);
  });

  test("a read-only personal token may search", async ({ request }) => {
    const member = await registerMember(request);
    const made = await created(
      request.post("/api/account/tokens", {
        headers: auth(member.token),
        data: { name: "Search reader", scope: "read", expiresIn: "30" },
      }),
    );
    const { token } = made as unknown as { token: string };
    const word = marker();
    await post(request, member.token, `Read-only tokens read ${word}`);
    expect((await search(request, token, { q: word })).counts.posts).toBe(1);
  });

  test("pages with nextCursor give every hit once, in order, the cursor also in Link and X-Next-Cursor", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const word = marker();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await post(request, member.token, `Page ${i} of ${word}`)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const params: Record<string, string> = { q: word, type: "posts", limit: "3", ...(cursor ? { cursor } : {}) };
      const response = await request.get(`/api/search?${new URLSearchParams(params)}`, { headers: auth(member.token) });
      expect(response.status()).toBe(200);
      const page = (await response.json()) as Results;
      expect(page.counts.posts).toBe(7);
      expect(page.results.length).toBeLessThanOrEqual(3);
      expect(page.results.every((hit) => hit.type === "posts")).toBe(true);
      seen.push(...page.results.map((hit) => hit.id));
      expect(response.headers()["x-next-cursor"] ?? null).toBe(page.nextCursor);
      if (page.nextCursor) expect(response.headers()["link"]).toContain('rel="next"');
      else expect(response.headers()["link"]).toBeUndefined();
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    // Equal relevance: newest first.
    expect(seen).toEqual([...ids].reverse());

    // The default page is 10; more than 50 is read as 50.
    expect((await search(request, member.token, { q: word, type: "posts" })).results).toHaveLength(7);
    expect((await search(request, member.token, { q: word, type: "posts", limit: "500" })).results).toHaveLength(7);
  });

  test("a blank or over-long q, a wrong type, cursor or limit is a 400 naming it", async ({ request }) => {
    const member = await registerMember(request);
    const cases: Array<[string, string]> = [
      ["", "q"],
      ["q=", "q"],
      ["q=%20%20%20", "q"],
      [`q=${"x".repeat(201)}`, "q"],
      [`q=${"word ".repeat(41)}`, "q"],
      [`q=${"x".repeat(1000)}`, "q"],
      ["q=a%00b", "q"],
      ["q=kreuzberg&type=messages", "type"],
      ["q=kreuzberg&type=POSTS", "type"],
      ["q=kreuzberg&type=posts&cursor=junk!", "cursor"],
      [
        `q=kreuzberg&type=posts&cursor=${Buffer.from("1~0~2024-13-01T00:00:00.000Z|abc").toString("base64url")}`,
        "cursor",
      ],
      // A cursor pages one kind: without a type it means nothing.
      [`q=kreuzberg&cursor=${Buffer.from("1~0~2024-01-01T00:00:00.000Z|abc").toString("base64url")}`, "cursor"],
      ["q=kreuzberg&type=posts&limit=0", "limit"],
      ["q=kreuzberg&type=posts&limit=-3", "limit"],
      ["q=kreuzberg&type=posts&limit=2.5", "limit"],
      ["q=kreuzberg&type=posts&limit=ten", "limit"],
    ];
    for (const [query, field] of cases) {
      const response = await request.get(`/api/search?${query}`, { headers: auth(member.token) });
      const where = `${query.slice(0, 60)} → ${field}`;
      expect(response.status(), where).toBe(400);
      const { error } = await response.json();
      expect(error.code, where).toBe("validation");
      expect(Object.keys(error.fields ?? {}), where).toContain(field);
    }
    // 200 characters is not too long; a valid cursor of another query is just a place to start from.
    expect((await search(request, member.token, { q: "x".repeat(200) })).results).toEqual([]);
    const cursor = Buffer.from("1~0~2024-01-01T00:00:00.000Z|abc").toString("base64url");
    expect((await search(request, member.token, { q: "kreuzberg", type: "posts", cursor })).nextCursor).toBeNull();
    // The message is in the caller's language.
    const spanish = await request.get("/api/search?q=", {
      headers: { ...auth(member.token), "Accept-Language": "es" },
    });
    expect((await spanish.json()).error.fields).toEqual({ q: "Escribe algo para buscar" });
  });

  test("a blocked member's post, a hidden post and a suspended author's post are never found nor counted", async ({
    request,
  }) => {
    const word = marker();
    const [searcher, blocked, blocker, hidden, suspended, visible] = [
      await registerMember(request, { lastName: "Searcher" }),
      await registerMember(request, { lastName: "Blocked" }),
      await registerMember(request, { lastName: "Blocker" }),
      await registerMember(request, { lastName: "Hidden" }),
      await registerMember(request, { lastName: "Suspended" }),
      await registerMember(request, { lastName: "Visible" }),
    ];
    const posts = {
      blocked: await post(request, blocked.token, `Blocked one writes ${word}`),
      blocker: await post(request, blocker.token, `Blocker writes ${word}`),
      hidden: await post(request, hidden.token, `Hidden one writes ${word}`),
      suspended: await post(request, suspended.token, `Suspended one writes ${word}`),
      visible: await post(request, visible.token, `Visible one writes ${word}`),
    };
    const blockedQuestion = await post(request, blocked.token, `Blocked one asks ${word}`, "advice");
    // A visible post found only by the blocked member's comment is not found through it.
    const viaBlockedComment = marker();
    await created(
      request.post(`/api/posts/${posts.visible.id}/comments`, {
        headers: auth(blocked.token),
        data: { content: `A comment ${viaBlockedComment}` },
      }),
    );
    const before = await search(request, searcher.token, { q: word });
    expect(before.counts).toMatchObject({ posts: 5, questions: 1 });
    expect((await search(request, searcher.token, { q: viaBlockedComment })).counts.posts).toBe(1);

    // Blocked either way.
    expect((await request.post(`/api/users/${blocked.id}/block`, { headers: auth(searcher.token) })).status()).toBe(
      200,
    );
    expect((await request.post(`/api/users/${searcher.id}/block`, { headers: auth(blocker.token) })).status()).toBe(
      200,
    );
    // Hidden by a moderator, from a report.
    const admin = await sessionFor(DEMO_ADMIN.email);
    const report = await created(
      request.post("/api/reports", {
        headers: auth(visible.token),
        data: { subjectType: "post", subjectId: posts.hidden.id, reason: "spam" },
      }),
    );
    expect((await request.post(`/api/admin/reports/${report.id}/hide`, { headers: auth(admin) })).status()).toBe(200);
    // The author suspended.
    expect(
      (
        await request.post(`/api/admin/users/${suspended.id}/suspend`, {
          headers: auth(admin),
          data: { reason: "Spam" },
        })
      ).status(),
    ).toBe(200);

    const after = await search(request, searcher.token, { q: word });
    expect(after.counts).toEqual({ posts: 1, people: 0, events: 0, services: 0, questions: 0 });
    expect(after.results.map((hit) => hit.id)).toEqual([posts.visible.id]);
    const page = await search(request, searcher.token, { q: word, type: "posts", limit: "50" });
    expect(page.results.map((hit) => hit.id)).toEqual([posts.visible.id]);
    expect((await search(request, searcher.token, { q: word, type: "questions" })).results).toEqual([]);
    expect(JSON.stringify(after)).not.toContain(blockedQuestion.id);
    expect((await search(request, searcher.token, { q: viaBlockedComment })).counts.posts).toBe(0);
    // People: neither blocked member is found by name.
    for (const lastName of ["Blocked", "Blocker"]) {
      const people = await search(request, searcher.token, { q: `Eve ${lastName}`, type: "people", limit: "50" });
      expect(people.results.map((hit) => hit.id)).not.toContain(lastName === "Blocked" ? blocked.id : blocker.id);
    }
    // Someone else still sees what only the searcher's blocks take away.
    const other = await search(request, visible.token, { q: word });
    expect(other.counts.posts).toBe(3);
  });

  test("markup a member wrote comes back as the characters typed, with offsets into them", async ({ request }) => {
    const member = await registerMember(request);
    const word = marker();
    const markup = "<img src=x onerror=alert(1)><b>Kreuz</b>";
    // Its first line is the title; the whole text, the excerpt.
    const thePost = await post(request, member.token, `${markup}\n${word}`);
    const found = await search(request, member.token, { q: `${word} kreuz`, type: "posts" });
    expect(found.results).toMatchObject([{ id: thePost.id, title: markup, excerpt: `${markup} ${word}` }]);
    expect(marked(found.results[0].title, found.results[0].titleHighlights)).toEqual(["Kreuz"]);
    expect(marked(found.results[0].excerpt, found.results[0].highlights)).toEqual(["Kreuz", word]);
  });

  test("search syntax and odd characters are searched as text: a 200 or a 400, never a 5xx", async ({ request }) => {
    const member = await registerMember(request);
    const word = marker();
    const thePost = await post(request, member.token, `C++ (and C#) "quoted" - ^caret ${word} AND: NEAR(x) \\ 🎉`);
    const strings = [
      '"',
      '""',
      "*",
      `${word}*`,
      "-",
      `-${word}`,
      "NEAR(",
      `NEAR(${word}`,
      "NEAR(a b, 3)",
      "AND",
      `a AND ${word}`,
      "OR",
      "NOT",
      `${word} NOT x`,
      ":",
      `content:${word}`,
      "^",
      `^${word}`,
      "(",
      ")",
      `(${word})`,
      "\\",
      `\\${word}`,
      `"${word}`,
      `${word}"`,
      "'",
      `'${word}`,
      "🎉",
      `🎉${word}`,
      "👩🏽‍💻",
      "\u200f",
      `\u200f${word}\u200f`,
      "\u202e",
      "\ufeff",
      "{a b}",
      "a + b",
      "%",
      "_",
      "' OR 1=1 --",
      "x".repeat(1000),
      "中文".repeat(100),
      "ä".repeat(201),
    ];
    for (const q of strings) {
      for (const type of ["", "posts", "people"]) {
        const params = new URLSearchParams({ q, ...(type ? { type } : {}) });
        const response = await request.get(`/api/search?${params}`, { headers: auth(member.token) });
        const where = `${JSON.stringify(q.slice(0, 40))} ${type}`;
        expect([200, 400], where).toContain(response.status());
        if (response.status() === 400) expect((await response.json()).error.fields, where).toHaveProperty("q");
      }
    }
    // The words around the syntax still find the post.
    // (A word joined to another by punctuation is a phrase: "NEAR(x" finds "near x", not "near … x".)
    for (const q of [`"${word}`, `${word}*`, `(${word})`, `NEAR( ${word}`, `\\${word}`, `\u200f${word}\u200f`]) {
      const found = await search(request, member.token, { q, type: "posts" });
      expect(
        found.results.map((hit) => hit.id),
        q,
      ).toEqual([thePost.id]);
    }
  });

  test("random text as q, with and without a kind: always a 200 or a 400 naming q", async ({ request }) => {
    const member = await registerMember(request);
    const syntax = fc.constantFrom('"', "*", "-", "NEAR(", "AND", "OR", "NOT", ":", "^", "(", ")", "\\", "'", " ");
    const q = fc.oneof(
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 220 }),
      fc
        .array(fc.oneof(syntax, fc.string({ unit: "grapheme-ascii", maxLength: 6 })), { maxLength: 12 })
        .map((parts) => parts.join("")),
    );
    await fc.assert(
      fc.asyncProperty(
        q,
        fc.constantFrom("", ...["posts", "people", "events", "services", "questions"]),
        async (text, type) => {
          const params = new URLSearchParams({ q: text, ...(type ? { type } : {}) });
          const response = await request.get(`/api/search?${params}`, { headers: auth(member.token) });
          const where = JSON.stringify({ q: text, type });
          expect([200, 400], where).toContain(response.status());
          if (response.status() === 400)
            expect(Object.keys((await response.json()).error.fields ?? {}), where).toEqual(["q"]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
