// Find anything (issue 44): /search with and without JavaScript (the projects), on a desktop and at 360 px. The
// community here is made through the API once per worker, around a word nobody else writes: a post about a
// grocery near Kreuzberg and eleven more by one member, a post by a member the searcher has blocked, and a post
// written as markup (found by a second word of its own, so the first word's counts stay as they are).
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { expect, hydrated, registerMember, test, withSession } from "./fixtures";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PAGE_SIZE = 10;

/** A member's words that would be markup, and a script, if a page ever took them as HTML. */
const MARKUP = "<img src=x onerror=window.__xss=1><b>Kreuz</b>marker";

type World = {
  word: string;
  viewerToken: string;
  kreuzbergId: string;
  authorName: string;
  blockedName: string;
  /** The word of the post whose first line is MARKUP. */
  markupWord: string;
};

/** Letters only (a name takes no digits): unique to this worker's run. */
const uniqueWord = () =>
  `Zq${randomUUID()
    .replace(/-/g, "")
    .slice(0, 10)
    .replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;

let world: Promise<World> | undefined;
function setUp(request: APIRequestContext): Promise<World> {
  world ??= (async () => {
    const word = uniqueWord();
    const markupWord = uniqueWord();
    const [author, blocked, viewer] = await Promise.all([
      registerMember(request, { firstName: "Ada", lastName: word }),
      registerMember(request, { firstName: "Blocked", lastName: word }),
      registerMember(request),
    ]);
    const post = (token: string, content: string) =>
      request
        .post("/api/posts", { headers: { Authorization: `Bearer ${token}` }, data: { content } })
        .then(async (response) => {
          expect(response.status(), await response.text()).toBe(201);
          return (await response.json()).id as string;
        });
    const kreuzbergId = await post(author.token, `Nigerian grocery near Kreuzberg, open late ${word}`);
    // Ten more: with the one above, more than a tab's page.
    for (let i = 1; i <= PAGE_SIZE + 1; i++) await post(author.token, `Market day number ${i} ${word}`);
    await post(blocked.token, `Blocked member's Kreuzberg tip ${word}`);
    // Its first line is the hit's title, and the whole text its excerpt: both show the markup as text.
    await post(author.token, `${MARKUP}\n${markupWord}`);
    const block = await request.post(`/api/users/${blocked.id}/block`, {
      headers: { Authorization: `Bearer ${viewer.token}` },
    });
    expect(block.status(), await block.text()).toBe(200);
    return {
      word,
      viewerToken: viewer.token,
      kreuzbergId,
      authorName: `Ada ${word}`,
      blockedName: `Blocked ${word}`,
      markupWord,
    };
  })();
  return world;
}

async function signedIn(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<World> {
  const found = await setUp(request);
  await withSession(page, baseURL!, found.viewerToken);
  return found;
}

const hits = (page: Page) => page.getByTestId("search-hit");

test.describe("search, desktop", () => {
  test.use({ viewport: DESKTOP });

  test("finds the Kreuzberg post by a prefix, grouped with counts; a blocked member's never shows; open it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const { word, kreuzbergId, authorName, blockedName } = await signedIn(page, request, baseURL);
    await page.goto("/search");
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle("Search · Roots");
    await expect(page.getByTestId("empty-state")).toContainText("What are you looking for?");

    const field = page.getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Search everything" }).first();
    await field.fill(`${word} Kreuz`);
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page).toHaveTitle(`“${word} Kreuz” · Search · Roots`);

    // Only the Kreuzberg post: the last word is a prefix, and the blocked member's post is not counted either.
    const posts = page.getByTestId("search-group-posts");
    await expect(posts.getByRole("heading", { name: /Posts/ })).toContainText("1");
    await expect(hits(page)).toHaveCount(1);
    const hit = hits(page).first();
    await expect(hit.locator("mark")).toHaveText(["Kreuzberg", word]);
    await expect(hit).toContainText(authorName);
    await expect(page.getByText(blockedName)).toHaveCount(0);
    await expect(page.getByText("Blocked member's")).toHaveCount(0);
    await expect(page.getByTestId("count-posts")).toHaveText("1");
    await expect(page.getByTestId("count-people")).toHaveText("0");

    await hit.getByRole("link").click();
    await expect(page).toHaveURL(`/posts/${kreuzbergId}`);
    await expect(page.getByText(`Nigerian grocery near Kreuzberg, open late ${word}`).first()).toBeVisible();
  });

  test("tabs with counts, See all, and More results pages through a kind", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const { word, authorName, blockedName } = await signedIn(page, request, baseURL);
    await page.goto(`/search?q=${word}`);
    await hydrated(page, javaScriptEnabled);
    // The overview: the best 3 of each kind that has any, its count, and a link to all of them.
    await expect(page.getByTestId("count-posts")).toHaveText(String(PAGE_SIZE + 2));
    await expect(page.getByTestId("count-people")).toHaveText("1");
    await expect(page.getByTestId("count-events")).toHaveText("0");
    await expect(page.getByTestId("search-group-posts").getByTestId("search-hit")).toHaveCount(3);
    await expect(page.getByTestId("search-group-people").getByTestId("search-hit")).toHaveText([
      new RegExp(authorName),
    ]);
    await expect(page.getByTestId("search-group-events")).toHaveCount(0);
    await expect(page.getByText(blockedName)).toHaveCount(0);
    const tabs = page.getByRole("navigation", { name: "Kinds of result" });
    await expect(tabs.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: `See all ${PAGE_SIZE + 2} posts` }).click();
    await expect(page).toHaveURL(/type=posts/);
    await expect(tabs.getByRole("link", { name: /Posts/ })).toHaveAttribute("aria-current", "page");
    await expect(hits(page)).toHaveCount(PAGE_SIZE);
    const first = await hits(page).getByRole("heading").allTextContents();

    await page.getByRole("link", { name: "More results" }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(hits(page)).toHaveCount(2);
    const second = await hits(page).getByRole("heading").allTextContents();
    expect(new Set([...first, ...second]).size, "every post once over the two pages").toBe(PAGE_SIZE + 2);
    await expect(page.getByRole("link", { name: "More results" })).toHaveCount(0);
    expect([...first, ...second].join(" ")).not.toContain("Blocked member's");

    // Another tab keeps the query; a kind with nothing found says so.
    await tabs.getByRole("link", { name: /Events/ }).click();
    await expect(page).toHaveURL(/type=events/);
    await expect(page.getByTestId("empty-state")).toContainText(`No results for ${word}`);
    await expect(page.getByTestId("empty-state")).toContainText("Check the spelling, or try fewer words.");
  });

  test("a member's words that look like markup are text in the results and the suggestions, never elements", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const { markupWord } = await signedIn(page, request, baseURL);
    await page.goto(`/search?${new URLSearchParams({ q: `${markupWord} Kreuz` })}`);
    await hydrated(page, javaScriptEnabled);
    await expect(hits(page)).toHaveCount(1);
    const hit = hits(page).first();
    // The first line as the title (cut to start near what matched), the whole text as the excerpt, each with
    // "Kreuz" marked inside the text.
    await expect(hit.getByRole("heading")).toHaveText(/^….* onerror=window\.__xss=1><b>Kreuz<\/b>marker$/);
    await expect(hit.getByTestId("search-excerpt")).toHaveText(`${MARKUP} ${markupWord}`);
    await expect(hit.locator("mark")).toHaveText(["Kreuz", "Kreuz", markupWord]);
    // (The hit's own avatar is an <img> too: this one has the member's src and no handler.)
    await expect(hit.locator("img[src='x'], [onerror], b")).toHaveCount(0);
    // A query that finds nothing is named as typed in the empty state's sentence (decision 099: a value in a
    // message with tags is text; the sentence's tags are the message's own).
    const nothing = "<i>qqxjv</i> <3 y>z";
    await page.goto(`/search?${new URLSearchParams({ q: nothing })}`);
    await expect(page.getByTestId("empty-state")).toContainText(`No results for ${nothing}`);
    await expect(page.getByTestId("empty-state").locator("i")).toHaveCount(0);
    if (!javaScriptEnabled) return;
    expect(await page.evaluate(() => "__xss" in window), "the onerror handler never ran").toBe(false);

    const box = page.getByRole("combobox", { name: "Search everything" }).first();
    await box.fill("");
    await box.pressSequentially(`${markupWord} kreuz`);
    const list = page.getByRole("listbox", { name: "Suggestions" }).first();
    await expect(list.getByRole("option")).toHaveCount(2);
    await expect(list.getByRole("option").first()).toContainText(" onerror=window.__xss=1><b>Kreuz</b>marker");
    await expect(list.getByRole("option").first().locator("mark")).toHaveText("Kreuz");
    await expect(list.locator("img, [onerror], b")).toHaveCount(0);
    expect(await page.evaluate(() => "__xss" in window), "the onerror handler never ran").toBe(false);
  });

  test("a blank or over-long query is the field's error, not a failure", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signedIn(page, request, baseURL);
    const response = await page.goto(`/search?q=${"a".repeat(201)}`);
    expect(response?.status()).toBe(400);
    await expect(page.locator("#search-q-error")).toHaveText("At most 200 characters");
    await hydrated(page, javaScriptEnabled);

    const field = page.locator("#search-q");
    await field.fill("   ");
    await field.press("Enter");
    await expect(page.locator("#search-q-error")).toHaveText("Type something to search for");
    await expect(field).toHaveAttribute("aria-invalid", "true");
  });
});

test("what a member types never fails the page or the suggestions: a 200, or a 400 for blank and too long", async ({
  page,
  request,
  baseURL,
}) => {
  await signedIn(page, request, baseURL);
  for (const q of ['"', "NEAR(a b) AND -c* ^d:e \\", "\u0000", "\ud800x", "🙂\u200f", "a".repeat(1000), " "]) {
    for (const path of ["/search", "/search/suggest"]) {
      const response = await page.request.get(`${path}?${new URLSearchParams({ q })}`, { maxRedirects: 0 });
      expect([200, 400], `${path} ${JSON.stringify(q.slice(0, 20))}`).toContain(response.status());
    }
  }
});

test.describe("search, 360 px", () => {
  test.use({ viewport: PHONE });

  test("the header's search reaches the results, which fit the phone", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const { word, kreuzbergId } = await signedIn(page, request, baseURL);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await page.getByTestId("header-search").click();
    if (javaScriptEnabled) {
      // A sheet under the header, its field ready to type in; suggestions as one types, Enter for all results.
      const box = page.getByRole("combobox", { name: "Search everything" });
      await expect(box).toBeFocused();
      await box.pressSequentially(`${word} kreuz`);
      const suggestions = page.getByRole("listbox", { name: "Suggestions" });
      await expect(suggestions.getByRole("option").first()).toContainText("Nigerian grocery near Kreuzberg");
      await expect(suggestions).not.toContainText("Blocked member's");
      await box.press("Enter");
    } else {
      await expect(page).toHaveURL("/search");
      const field = page.getByRole("searchbox", { name: "Search everything" });
      await field.fill(`${word} kreuz`);
      await field.press("Enter");
    }
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(hits(page)).toHaveCount(1);
    await expect(hits(page)).toContainText("Nigerian grocery near Kreuzberg");
    await expect(page.getByText("Blocked member's")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await hits(page).first().getByRole("link").click();
    await expect(page).toHaveURL(`/posts/${kreuzbergId}`);
    await expect(page.getByText(`Nigerian grocery near Kreuzberg, open late ${word}`).first()).toBeVisible();
  });
});

/** The suggestion requests a page sends, how many were ever in flight at once, and how each one ended. */
function watchSuggestions(page: Page) {
  const requests: Request[] = [];
  const ends = new Map<Request, { ended: Promise<"answered" | "failed">; end: (how: "answered" | "failed") => void }>();
  let inFlight = 0;
  let mostInFlight = 0;
  const isSuggest = (url: string) => new URL(url).pathname === "/search/suggest";
  page.on("request", (req) => {
    if (!isSuggest(req.url())) return;
    let end!: (how: "answered" | "failed") => void;
    const ended = new Promise<"answered" | "failed">((resolve) => (end = resolve));
    ends.set(req, { ended, end });
    requests.push(req);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
  });
  const settled = (how: "answered" | "failed") => (req: Request) => {
    const entry = ends.get(req);
    if (!entry) return;
    inFlight -= 1;
    entry.end(how);
  };
  page.on("requestfinished", settled("answered"));
  page.on("requestfailed", settled("failed"));
  return {
    isSuggest,
    requests,
    mostInFlight: () => mostInFlight,
    /** How the request ended, once it has. */
    ended: (req: Request) => ends.get(req)!.ended,
  };
}

test.describe("search suggestions (JavaScript)", () => {
  test.use({ viewport: DESKTOP });

  test("typing fast asks once; arrows and Escape; against a slow server each key cancels the request before", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "suggestions are what scripts add to the form");
    const { word } = await signedIn(page, request, baseURL);
    const watched = watchSuggestions(page);

    await page.goto("/search");
    await hydrated(page, javaScriptEnabled);
    const box = page.getByRole("combobox", { name: "Search everything" }).first();
    await box.click();
    await box.pressSequentially(`${word} kreuz`);
    const list = page.getByRole("listbox", { name: "Suggestions" }).first();
    const options = list.getByRole("option");
    await expect(options).toHaveText([/Nigerian grocery near Kreuzberg/, /See all results for/]);
    expect(watched.requests, "one request for the whole burst of keys").toHaveLength(1);

    // Arrow keys move through the options, Escape closes the list, Enter then sends the form.
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("");

    // A slow server: each answer comes 800 ms after its request, the first one (the word alone) only once the
    // newest list is showing. The member types on meanwhile, a key every 250 ms (past the 200 ms pause): a
    // request per pause, each still unanswered when the next key comes, so each must be cancelled by it.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let routed = 0;
    await page.route(
      (url) => watched.isSuggest(url.href),
      async (route) => {
        if (routed++ === 0) await firstHeld;
        else await new Promise((resolve) => setTimeout(resolve, 800));
        // A request the page has cancelled meanwhile has nothing left to continue.
        await route.continue().catch(() => undefined);
      },
    );
    const before = watched.requests.length;
    const first = page.waitForRequest((req) => watched.isSuggest(req.url()));
    await box.pressSequentially(word);
    const stale = await first;
    expect(new URL(stale.url()).searchParams.get("q")).toBe(word);
    await box.pressSequentially(" mar", { delay: 250 });
    await expect(options).toHaveText([/Market day number/, /Market day number/, `See all results for “${word} mar”`]);

    // Now the first request's answer may come: had it not been cancelled, its list (its "See all" names the word
    // alone, and Ada is among its people) would replace the newer one.
    releaseFirst();
    const staleEnd = await watched.ended(stale);
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(options).toHaveText([/Market day number/, /Market day number/, `See all results for “${word} mar”`]);
    expect(staleEnd, "the first request, superseded while unanswered").toBe("failed");
    expect(watched.mostInFlight(), "requests in flight at once").toBe(1);
    const slow = watched.requests.slice(before);
    expect(slow.length, "a request per pause in the typing").toBeGreaterThan(2);
    const ends = await Promise.all(slow.map((req) => watched.ended(req)));
    expect(ends, "every request but the last cancelled; the last answered").toEqual([
      ...slow.slice(1).map(() => "failed"),
      "answered",
    ]);

    await box.press("Escape");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}\\+mar`));
    await expect(page.getByTestId("count-posts")).toHaveText(String(PAGE_SIZE + 1));
  });
});
