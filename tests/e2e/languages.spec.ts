// Choosing a language (issue 31, decision 068): the member's saved choice, a visitor's cookie from the language
// menu, the browser's Accept-Language, English; html lang and dir follow, with and without JavaScript.
import { expect, hydrated, registerMember, signInNewMember, test, withSession } from "./fixtures";

const menu = (page: import("@playwright/test").Page) => page.getByRole("contentinfo").last();

test.describe("the language of a page", () => {
  test("a visitor picks Español from the footer menu: the page comes back in Spanish, and stays so", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/help");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await menu(page).getByLabel("Language").selectOption("es");
    await menu(page).getByRole("button", { name: "Change language" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(menu(page).getByRole("button", { name: "Cambiar idioma" })).toBeVisible();
    await expect(menu(page).getByLabel("Idioma")).toHaveValue("es");
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("a member saves Urdu: every page is right to left, on any browser they sign in on", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
    browser,
  }) => {
    const member = await signInNewMember(page, request, baseURL!);
    await page.goto("/events");
    await hydrated(page, javaScriptEnabled);
    await menu(page).getByLabel("Language").selectOption("ur");
    await menu(page).getByRole("button", { name: "Change language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.getByRole("navigation", { name: "مرکزی" })).toBeAttached();
    const me = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } });
    expect((await me.json()).locale).toBe("ur");

    // Another browser, no language cookie, an English Accept-Language: the saved choice wins.
    const other = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "en-US" } });
    const second = await other.newPage();
    await withSession(second, baseURL!, member.token);
    await second.goto("/messages");
    await expect(second.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(second.getByRole("link", { name: "پیغامات" }).first()).toBeAttached();
    // Narrow phones still fit.
    await second.setViewportSize({ width: 360, height: 740 });
    await second.goto("/");
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await other.close();
  });

  test("a language saved elsewhere reaches an open page at its next revalidation, labels and all", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without scripts every page comes whole from the server");
    const member = await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    // Saved through the API (another device), then this page's next action revalidates the root's data.
    const headers = { Authorization: `Bearer ${member.token}` };
    const me = await (await request.get("/api/auth/user", { headers })).json();
    const { firstName, lastName, email, countryOfOrigin, currentLocation } = me;
    const profile = { firstName, lastName, email, countryOfOrigin, currentLocation, locale: "es" };
    expect((await request.put("/api/profile", { headers, data: profile })).status()).toBe(200);
    await page.getByLabel("What's on your mind?").fill("Hola a todos");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    // The header's labels come from the messages, not the data: they change when the language does.
    await expect(page.getByRole("navigation").getByRole("link", { name: "Mensajes" }).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("Accept-Language", () => {
  test.use({ locale: "pt-PT" });

  test("a browser asking for Portuguese gets Brazilian Portuguese", async ({ page, request, baseURL }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Início", exact: true }),
    ).toBeAttached();
  });
});

test.describe("the API", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");

  test("PUT /api/profile saves a locale, refuses one we do not have, and errors read in Accept-Language", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const headers = { Authorization: `Bearer ${member.token}` };
    const me = await (await request.get("/api/auth/user", { headers })).json();
    const profile = {
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      countryOfOrigin: me.countryOfOrigin,
      currentLocation: me.currentLocation,
    };
    const saved = await request.put("/api/profile", { headers, data: { ...profile, locale: "vi" } });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).locale).toBe("vi");

    const refused = await request.put("/api/profile", {
      headers: { ...headers, "Accept-Language": "es" },
      data: { ...profile, locale: "xx", firstName: "" },
    });
    expect(refused.status()).toBe(400);
    const { error } = await refused.json();
    expect(error.code).toBe("validation");
    expect(error.fields.locale).toBe("Elige un idioma de la lista");
    expect(error.fields.firstName).toBe("Este campo es obligatorio");
    expect((await (await request.get("/api/auth/user", { headers })).json()).locale).toBe("vi");

    const english = await request.put("/api/profile", { headers, data: { ...profile, locale: "xx" } });
    expect((await english.json()).error.fields.locale).toBe("Please choose a language from the list");
  });
});
