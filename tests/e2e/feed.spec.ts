import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { confirm, confirmation } from "./confirm";
import {
  activeMemberCount,
  DEMO_MEMBER,
  expect,
  hydrated,
  model,
  postCard,
  registerMember,
  signInNewMember,
  test,
  toast,
} from "./fixtures";

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function apiPost(request: APIRequestContext, token: string, content: string) {
  const response = await request.post("/api/posts", {
    headers: { Authorization: `Bearer ${token}` },
    data: { content },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as string;
}

test.describe("home feed", () => {
  // Event and service posts come with a real Event or Service (decision 012): those chips open Create Event and
  // Post Service, taking along what the member had typed (it was thrown away; issue 43).
  test("the Event and Service chips lead to Create Event and Post Service with the typed text", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await expect(page.getByRole("radio", { name: "Event" })).toHaveCount(0);
    for (const [chip, url, title] of [
      ["Event", /\/events\/new\?/, "Create an event"],
      ["Service", /\/services\/new\?/, "Post a service"],
    ] as const) {
      await page.goto("/");
      await hydrated(page, javaScriptEnabled);
      const typed = `Café & co: ${unique(chip)}\nsecond line`;
      await page.getByLabel("What's on your mind?").fill(typed);
      await page.getByRole("button", { name: chip, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("main").getByLabel(/^Description/)).toHaveValue(typed);
    }
  });

  test("a post past 5,000 characters is refused with the limit and keeps every character", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const long = `${"Größe ".repeat(833)}ok!`;
    expect(long.length).toBe(5001);
    const box = page.getByLabel("What's on your mind?");
    // Pasted (typed text goes through the same path): a maxlength used to cut it at 5,000 without a word.
    await box.focus();
    await page.keyboard.insertText(long);
    await expect(box).toHaveValue(long);
    if (javaScriptEnabled) await expect(page.getByTestId("composer-count")).toHaveText("5,001 / 5,000 characters");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByText("Must be at most 5000 characters")).toBeVisible();
    await expect(box).toHaveValue(long);
  });

  test("a long post is collapsed in the feed with See more, and whole on its page", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await signInNewMember(page, request, baseURL!);
    const content = unique(`${"A long story about moving abroad, told in many words. ".repeat(30)}The end`);
    const id = await apiPost(request, member.token, content);
    await page.goto("/?scope=everyone");
    await hydrated(page, javaScriptEnabled);
    const card = postCard(page, content);
    const text = card.getByTestId("post-content");
    const height = async () => (await text.boundingBox())!.height;
    const collapsed = await height();
    expect(collapsed).toBeLessThan(200);
    await card.getByText("See more", { exact: true }).click();
    await expect(card.getByText("See less", { exact: true })).toBeVisible();
    expect(await height()).toBeGreaterThan(collapsed * 2);
    await card.getByText("See less", { exact: true }).click();
    await expect(card.getByText("See more", { exact: true })).toBeVisible();
    expect(await height()).toBe(collapsed);
    // A short post has no See more; the post's own page shows the long one whole.
    const short = unique("Short and sweet");
    await apiPost(request, member.token, short);
    await page.goto("/?scope=everyone");
    await expect(postCard(page, short).getByText("See more")).toHaveCount(0);
    await page.goto(`/posts/${id}`);
    await expect(page.getByText("See more")).toHaveCount(0);
    expect(await height()).toBeGreaterThan(collapsed * 2);
  });

  for (const [chip, badge] of [
    // The default chip names a plain post as its badge does (it read "Photo" for a text post; issue 43).
    ["Post", "Post"],
    ["Question", "Question"],
  ] as const) {
    test(`posting with ${chip}`, async ({ page, request, baseURL }) => {
      await signInNewMember(page, request, baseURL!);
      await page.goto("/");
      const content = unique(`A ${chip.toLowerCase()} post`);
      // The visible chip is the radio's label.
      await page
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: chip }) })
        .click();
      await expect(page.getByRole("radio", { name: chip })).toBeChecked();
      await page.getByLabel("What's on your mind?").fill(`  ${content}  `);
      await page.getByRole("button", { name: "Post", exact: true }).click();
      await expect(toast(page)).toContainText("Your post has been created!");
      const card = postCard(page, content);
      await expect(card).toBeVisible();
      await expect(card.getByTestId("post-type")).toHaveText(badge);
      await expect(card).toContainText("Just now");
      // The composer is back to an empty plain post.
      await expect(page.getByLabel("What's on your mind?")).toHaveValue("");
      await expect(page.getByRole("radio", { name: "Post", exact: true })).toBeChecked();
    });
  }

  // Each submission carries a one-time token (decision 031); a new one after each accepted post, with JS too.
  test("two posts in a row, and two comments in a row, are two of each", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const posts = [unique("First in a row"), unique("Second in a row")];
    for (const content of posts) {
      await page.getByLabel("What's on your mind?").fill(content);
      await page.getByRole("button", { name: "Post", exact: true }).click();
      await expect(postCard(page, content)).toBeVisible();
    }
    await page.goto("/");
    for (const content of posts) await expect(postCard(page, content)).toHaveCount(1);

    const card = postCard(page, posts[0]);
    // Until the feed is live, "0 comments" is a link to the post's page (as without scripts); once live, a button.
    await card.getByRole(javaScriptEnabled ? "button" : "link", { name: "0 comments" }).click();
    const scope = javaScriptEnabled ? card : page.locator("#comments");
    for (const comment of ["One thought", "And another"]) {
      await hydrated(page, javaScriptEnabled);
      await scope.getByLabel("Write a comment").fill(comment);
      await scope.getByRole("button", { name: "Comment", exact: true }).click();
      await expect(scope.getByRole("list", { name: "Comments" })).toContainText(comment);
    }
    await page.goto("/");
    await expect(postCard(page, posts[0])).toContainText("2 comments");
  });

  test("an older post's photo link shows as a link, and HTML in a post is shown, not run", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    const content = `<img src=x onerror="document.body.dataset.pwned=1"> ${unique("markup")}`;
    await page.getByLabel("What's on your mind?").fill(content);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    const card = postCard(page, content);
    await expect(card).toBeVisible();
    // Photo links are no longer taken (photos are uploaded, issue 26); a post from before keeps its link.
    const { db } = await model();
    const row = await db.post.findFirstOrThrow({ where: { content }, select: { id: true } });
    await db.post.update({ where: { id: row.id }, data: { imageUrl: "https://photos.example/dinner.jpg" } });
    await page.reload();
    // Not loaded from the other site (it would learn every reader's address): a link to it.
    await expect(card.getByRole("link", { name: "Photo: photos.example" })).toHaveAttribute(
      "href",
      "https://photos.example/dinner.jpg",
    );
    await expect(card.locator("img[src*='photos.example']")).toHaveCount(0);
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  });

  test("blank posts are not sent", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await page.getByLabel("What's on your mind?").fill("    ");
    const submit = page.getByRole("button", { name: "Post", exact: true });
    if (javaScriptEnabled) {
      await expect(submit).toBeDisabled();
    } else {
      await submit.click();
      await expect(toast(page)).toContainText("Failed to create post. Please try again.");
      await expect(page.getByText("Write something before posting")).toBeVisible();
    }
  });

  test("like and unlike", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const content = unique("Likeable");
    await apiPost(request, me.token, content);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const like = postCard(page, content).getByTestId("like-button");
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like.getByTestId("like-count")).toHaveText("1");
    // The count shows at once (optimistic); reload only once the server has answered.
    await expect(like).not.toHaveAttribute("aria-busy");
    await page.reload();
    await expect(like.getByTestId("like-count")).toHaveText("1");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like.getByTestId("like-count")).toHaveText("0");
  });

  test("comment on a post", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const content = unique("Discuss");
    await apiPost(request, me.token, content);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const card = postCard(page, content);
    await card.getByRole(javaScriptEnabled ? "button" : "link", { name: "0 comments" }).click();
    const scope = javaScriptEnabled ? card : page.locator("#comments");
    await scope.getByLabel("Write a comment").fill("  Great point!  ");
    await scope.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(toast(page)).toContainText("Comment posted!");
    await expect(scope.getByRole("list", { name: "Comments" })).toContainText("Great point!");
    await page.goto("/");
    await expect(postCard(page, content)).toContainText("1 comment");
  });

  test("a blank comment is refused on the post's page", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const id = await apiPost(request, me.token, unique("Quiet"));
    await page.goto(`/posts/${id}`);
    await hydrated(page, javaScriptEnabled);
    const comments = page.locator("#comments");
    await comments.getByLabel("Write a comment").fill("   ");
    const button = comments.getByRole("button", { name: "Comment", exact: true });
    if (javaScriptEnabled) {
      await expect(button).toBeDisabled();
    } else {
      await button.click();
      await expect(toast(page)).toContainText("Failed to post comment. Please try again.");
      await expect(comments.getByText("Write a comment first")).toBeVisible();
    }
  });

  test("delete your own post, after confirming", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const content = unique("Regrettable");
    await apiPost(request, me.token, content);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await postCard(page, content).getByRole("button", { name: "Delete this post" }).click();
    await expect(confirmation(page).getByRole("heading", { name: "Delete this post?" })).toBeVisible();
    await expect(confirmation(page)).toContainText(content);
    await confirm(page, javaScriptEnabled, "Delete");
    await expect(toast(page)).toContainText("Post deleted");
    await expect(page).toHaveURL(/\/$/);
    await expect(postCard(page, content)).toHaveCount(0);
  });

  test("others' posts have no Delete", async ({ memberPage: page, request }) => {
    const { token } = await (await import("./fixtures")).registerMember(request);
    const content = unique("Not yours");
    await apiPost(request, token, content);
    // A stranger's post: in everyone's feed, not in the demo member's circles (decision 063).
    await page.goto("/?scope=everyone");
    await expect(postCard(page, content)).toBeVisible();
    await expect(postCard(page, content).getByText("Delete")).toHaveCount(0);
  });

  test("Load More Posts brings the next page", async ({ memberPage: page, javaScriptEnabled }) => {
    await page.goto("/");
    await expect(page.getByTestId("post")).toHaveCount(10);
    const firstPage = await page.getByTestId("post").evaluateAll((cards) => cards.map((card) => card.id));
    // Until the feed is live, Load More is the link to the next page (as without scripts); once live, a button.
    await page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Load More Posts" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByTestId("post")).toHaveCount(20);
    } else {
      await expect(page).toHaveURL(/\?cursor=/);
      await expect(page.getByTestId("post")).toHaveCount(10);
    }
    const ids = await page.getByTestId("post").evaluateAll((cards) => cards.map((card) => card.id));
    const fresh = ids.filter((id) => !firstPage.includes(id));
    expect(fresh).toHaveLength(10);
  });

  test("with JS, a live message reloads the page's data and keeps the older posts the member brought in", async ({
    memberPage: page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "live updates are the enhancement");
    const { db } = await model();
    const me = await db.user.findUniqueOrThrow({ where: { email: DEMO_MEMBER.email }, select: { id: true } });
    const sender = await registerMember(request);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const ids = () => page.getByTestId("post").evaluateAll((cards) => cards.map((card) => card.id));
    const firstPage = await ids();
    await page.getByRole("button", { name: "Load More Posts" }).click();
    await expect(page.getByTestId("post")).toHaveCount(20);
    const reloaded = page.waitForResponse((response) => response.url().includes(".data"));
    await request.post("/api/messages", {
      headers: { Authorization: `Bearer ${sender.token}` },
      data: { receiverId: me.id, content: unique("While you read") },
    });
    await reloaded;
    await page.waitForLoadState("networkidle");
    // Parallel tests may have posted meanwhile: a first page with other posts starts the list again, by design.
    const now = await ids();
    if (now.slice(0, 10).join() === firstPage.join()) expect(now).toHaveLength(20);
    else expect(now).toHaveLength(10);
  });

  test("connect from the suggestions", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const first = page.getByTestId("suggestion").first();
    const personId = await first.getAttribute("data-person-id");
    await first.getByRole("button", { name: /^Connect with/ }).click();
    await expect(toast(page)).toContainText("Connection request sent!");
    // The home reloads after the request (decision 026): the person is no longer offered, with or without JS.
    const row = page.locator(`[data-person-id="${personId}"]`);
    await expect(row.getByRole("button", { name: /^Connect with/ })).toHaveCount(0);
  });

  test("Share gives the post's permalink", async ({ page, request, baseURL, javaScriptEnabled, context }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const content = unique("Shareable");
    const id = await apiPost(request, me.token, content);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    if (javaScriptEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await postCard(page, content).getByRole("button", { name: "Share" }).click();
      await expect(toast(page)).toContainText(`/posts/${id}`);
    } else {
      await postCard(page, content).getByRole("link", { name: /Share/ }).click();
    }
    await page.goto(`/posts/${id}`);
    await expect(postCard(page, content)).toBeVisible();
  });

  test("the sidebars show real figures and See All leads to the lists", async ({ memberPage: page }) => {
    // Other tests register members meanwhile: the figure must match the database in a quiet moment.
    await expect
      .poll(async () => {
        await page.goto("/");
        const shown = (await page.getByTestId("insight-members").innerText()).replace(/,/g, "");
        return shown === String(await activeMemberCount());
      })
      .toBe(true);
    await expect(page.getByTestId("insight-members").locator("..")).toContainText("Active members");
    await expect(page.getByTestId("connections-count")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("suggestion")).toHaveCount(3);
    await page.getByRole("link", { name: "See all: Recent activity" }).click();
    await expect(page.getByRole("heading", { name: "Community activity" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "See all: Upcoming events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByTestId("event-card").first()).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "See all: People you may know" }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(
      page
        .getByTestId("person-card")
        .first()
        .getByRole("button", { name: /^Connect with/ }),
    ).toBeVisible();
  });
});

test("with JS, posts published while the feed is open wait behind a pill; pressing it shows them", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JS the feed shows the newest posts on every load");
  await signInNewMember(page, request, baseURL!);
  // Posts published once the page's socket is open (its hello says so): one published before is in the next load.
  const live = page.waitForEvent("websocket").then((socket) => socket.waitForEvent("framereceived"));
  // Everyone's feed: My circles shows only some new posts, so it has no pill (decision 063).
  await page.goto("/?scope=everyone");
  await hydrated(page, javaScriptEnabled);
  await live;
  const other = await registerMember(request);
  const [first, second] = [unique("Fresh news"), unique("More news")];
  await apiPost(request, other.token, first);
  await expect(page.getByTestId("new-posts")).toHaveText(/↑ \d+ new posts?/);
  await apiPost(request, other.token, second);
  // Others post too meanwhile (parallel tests): at least these two are waiting, and neither jumped in.
  await expect(page.getByTestId("new-posts")).toHaveText(/↑ ([2-9]|\d\d+) new posts/);
  await expect(postCard(page, first)).toHaveCount(0);
  // Pressed by a reader further down the feed: it brings them up to the new posts, in sight.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByTestId("new-posts").click();
  await expect(postCard(page, second)).toBeInViewport();
  await expect(postCard(page, first)).toBeVisible();
  // One's own post is simply there.
  const mine = unique("My own");
  await page.getByLabel("What's on your mind?").fill(mine);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(postCard(page, mine)).toBeVisible();
});

test("a member fixes a typo in their post and their comment: the text changes, marked edited; others get no Edit", async ({
  page,
  request,
  baseURL,
  browser,
  javaScriptEnabled,
}) => {
  const me = await signInNewMember(page, request, baseURL!);
  const typo = unique("Busco compañros para correr en el parque");
  const fixed = typo.replace("compañros", "compañeros");
  const id = await apiPost(request, me.token, typo);
  const comment = await request.post(`/api/posts/${id}/comments`, {
    headers: { Authorization: `Bearer ${me.token}` },
    data: { content: "Los sábados a las 8, en la entrda norte" },
  });
  expect(comment.status()).toBe(201);

  await page.goto(`/posts/${id}`);
  await hydrated(page, javaScriptEnabled);
  const card = postCard(page, typo);
  await expect(card.getByTestId("edited")).toHaveCount(0);
  await card.getByRole("link", { name: "Edit your post" }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${id}/edit$`));
  await hydrated(page, javaScriptEnabled);
  // A blank text is refused, and what was there stays to fix.
  await page.getByLabel("Text").fill("   ");
  if (javaScriptEnabled)
    await page.getByLabel("Text").evaluate((el) => el.closest("form")!.setAttribute("novalidate", ""));
  else await page.getByLabel("Text").evaluate((el) => el.removeAttribute("required"));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Write something before posting")).toBeVisible();
  await page.getByLabel("Text").fill(fixed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${id}$`));
  await expect(toast(page)).toContainText("Changes saved");
  const edited = postCard(page, fixed);
  await expect(edited.getByTestId("edited")).toHaveText("edited");
  await expect(edited.getByTestId("edited")).toHaveAttribute("title", /^Edited /);

  await page.getByRole("link", { name: "Edit your comment" }).click();
  await expect(page).toHaveURL(/\/comments\/[^/]+\/edit$/);
  await page.getByLabel("Text").fill("Los sábados a las 8, en la entrada norte");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${id}(#comments)?$`));
  const comments = page.getByRole("list", { name: "Comments" });
  await expect(comments.getByText("Los sábados a las 8, en la entrada norte")).toBeVisible();
  await expect(comments.getByTestId("edited")).toHaveText("edited");

  // Another member reads the fixed text, marked edited, with no Edit of their own.
  const other = await browser.newContext({ javaScriptEnabled });
  try {
    const otherPage = await other.newPage();
    await signInNewMember(otherPage, request, baseURL!);
    await otherPage.goto(`/posts/${id}`);
    await expect(postCard(otherPage, fixed).getByTestId("edited")).toBeVisible();
    await expect(otherPage.getByTestId("edit-link")).toHaveCount(0);
  } finally {
    await other.close();
  }
});
