// The visitors' pages in the visitor's language (issue 31): the browser's Accept-Language picks it, the landing
// page, the info pages and the API reference's page speak it with scripts or without, and Urdu mirrors the
// page and still fits a phone.
import { expect, hydrated, signInNewMember, speak, test } from "./fixtures";

// The browser's own language (Chromium sends it as Accept-Language, over any extraHTTPHeaders of the same name).
test.describe("a Spanish-speaking visitor (Accept-Language: es)", () => {
  test.use({ locale: "es" });

  test("sees the landing page in Spanish", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tus raíces. Tu historia. Tu futuro.");
    for (const feature of ["Eventos épicos", "Consejos sin rodeos", "Construye tu imperio"]) {
      await expect(page.getByRole("heading", { name: feature, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Así funciona Roots" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Únete al movimiento" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(page.getByRole("link", { name: "Empieza tu viaje" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Únete a Roots ya" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Normas de la comunidad" })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Roots. Todos los derechos reservados.`)).toBeVisible();
    for (const english of ["Start Your Journey", "Epic Events", "Join the Movement", "All rights reserved"]) {
      await expect(page.getByText(english)).toHaveCount(0);
    }
  });

  test("reads the privacy policy, the terms, the guidelines, help and the API reference in Spanish", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacidad", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle("Política de privacidad · Roots");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await expect(page.getByRole("heading", { name: "Qué guardamos" })).toBeVisible();
    await expect(page.getByRole("article").getByRole("link", { name: "Ayuda" })).toHaveAttribute("href", "/help");
    await expect(page.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login");
    await expect(page.getByText("What we store")).toHaveCount(0);

    for (const [path, title, section] of [
      ["/terms", "Condiciones del servicio", "Tu contenido"],
      ["/guidelines", "Normas de la comunidad", "Sé amable"],
      ["/help", "Ayuda", "Primeros pasos"],
      ["/api/docs", "Referencia de la API", "Errores"],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${title} · Roots`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    }
    // The contract's own words stay as the document has them; the page around them is Spanish.
    await expect(page.getByRole("navigation", { name: "Contenido" })).toBeVisible();
    await expect(page.getByRole("link", { name: "El documento OpenAPI 3.1" })).toBeVisible();
    await expect(page.getByText("The OpenAPI 3.1 document")).toHaveCount(0);
    await expect(page.getByText("No sign-in")).toHaveCount(0);
  });

  test("a mistyped address shows the landing page in Spanish, and a member the 404 page", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Página no encontrada · Roots");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tus raíces. Tu historia. Tu futuro.");

    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });
});

test.describe("an Urdu-speaking visitor on a phone", () => {
  test.use({ locale: "ur", viewport: { width: 360, height: 740 } });

  test("gets the landing page right to left, and it fits the screen", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.getByRole("link", { name: "اپنا سفر شروع کریں" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("سروس کی شرائط");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
