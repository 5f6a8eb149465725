// Post languages and the languages members speak (decision 069), with and without JavaScript.
import { randomUUID } from "node:crypto";
import { expect, hydrated, registerMember, signInNewMember, test, toast, withSession } from "./fixtures";

const SPANISH = "Hola a todos, estoy buscando un buen lugar para comer tacos en la ciudad este fin de semana.";
const ENGLISH = "Hello everyone, I am looking for a good place to eat tacos in the city this weekend.";

test.describe("a post's language", () => {
  test("a Spanish post says so to an English reader, an English one does not; its author corrects it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const author = await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("What's on your mind?").fill(`${SPANISH} ${tag}`);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    const spanish = page.getByTestId("post").filter({ hasText: `${SPANISH} ${tag}` });
    await expect(spanish.getByTestId("post-language")).toHaveText("In Spanish");

    // The composer offers the page's language and the ones the member speaks; every language once it is live.
    const headers = { Authorization: `Bearer ${author.token}` };
    const me = await (await request.get("/api/auth/user", { headers })).json();
    const { firstName, lastName, email, countryOfOrigin, currentLocation } = me;
    const spoken = await request.put("/api/profile", {
      headers,
      data: { firstName, lastName, email, countryOfOrigin, currentLocation, languages: ["fr"] },
    });
    expect(spoken.status()).toBe(200);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const language = page.getByRole("region", { name: "Create a post" }).getByLabel("Language");
    const offered = () =>
      language.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    if (javaScriptEnabled) await expect.poll(async () => (await offered()).length).toBeGreaterThan(60);
    else expect(await offered()).toEqual(["", "en", "fr"]);

    // The composer's choice wins over the detector.
    await page.getByLabel("What's on your mind?").fill(`${ENGLISH} ${tag} chosen`);
    await language.selectOption("fr");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    const chosen = page.getByTestId("post").filter({ hasText: `${tag} chosen` });
    await expect(chosen.getByTestId("post-language")).toHaveText("In French");

    // Another member reads them in English: the English post carries no note.
    const english = await request.post("/api/posts", {
      headers: { Authorization: `Bearer ${author.token}` },
      data: { content: `${ENGLISH} ${tag}` },
    });
    expect(english.status()).toBe(201);
    const reader = await registerMember(request);
    await withSession(page, baseURL!, reader.token);
    await page.goto("/?scope=everyone");
    await hydrated(page, javaScriptEnabled);
    await expect(spanish.getByTestId("post-language")).toHaveText("In Spanish");
    const plain = page
      .getByTestId("post")
      .filter({ hasText: `${ENGLISH} ${tag}` })
      .filter({ hasNotText: "chosen" });
    await expect(plain.getByTestId("post-content")).toBeVisible();
    await expect(plain.getByTestId("post-language")).toHaveCount(0);
    // Only the author has the form.
    const permalink = await spanish.locator('a[href^="/posts/"]').first().getAttribute("href");
    await page.goto(permalink!);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("form", { name: "Post language" })).toHaveCount(0);

    await withSession(page, baseURL!, author.token);
    await page.goto(permalink!);
    await hydrated(page, javaScriptEnabled);
    const form = page.getByRole("form", { name: "Post language" });
    await expect(form.getByLabel("Language")).toHaveValue("es");
    await form.getByLabel("Language").selectOption("pt");
    await form.getByRole("button", { name: "Save language" }).click();
    await expect(toast(page)).toContainText("Language saved");
    await expect(page.getByTestId("post-language")).toHaveText("In Portuguese");
    await expect(form.getByLabel("Language")).toHaveValue("pt");
  });
});

test.describe("the languages a member speaks", () => {
  test("set on /profile, shown on the profile, on Discover and on their page", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const lastName = `Lingo${randomUUID().slice(0, 8)}`;
    const me = await signInNewMember(page, request, baseURL!, { lastName });
    await page.goto("/profile?edit=1");
    await hydrated(page, javaScriptEnabled);
    const languages = page.getByRole("group", { name: "Languages I speak" });
    await languages.getByLabel("Spanish", { exact: true }).check();
    await languages.getByLabel("Vietnamese", { exact: true }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("Profile updated successfully!");
    await expect(page.getByTestId("member-languages")).toHaveText("Speaks Spanish, Vietnamese");

    // Unticking one keeps the other.
    await page.goto("/profile?edit=1");
    await hydrated(page, javaScriptEnabled);
    await expect(languages.getByLabel("Spanish", { exact: true })).toBeChecked();
    await languages.getByLabel("Spanish", { exact: true }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("Profile updated successfully!");
    await expect(page.getByTestId("member-languages")).toHaveText("Speaks Vietnamese");

    const other = await registerMember(request);
    await withSession(page, baseURL!, other.token);
    await page.goto(`/discover?q=${lastName.toLowerCase()}`);
    await hydrated(page, javaScriptEnabled);
    const card = page.locator(`[data-person-id="${me.id}"]`);
    await expect(card.getByTestId("member-languages")).toHaveText("Speaks Vietnamese");
    await page.goto(`/members/${me.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("member-languages")).toHaveText("Speaks Vietnamese");
  });
});
