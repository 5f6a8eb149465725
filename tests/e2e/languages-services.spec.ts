// Services and Advice in a member's language (issue 31): Spanish headings, labels, category and topic
// labels (their values unchanged), empty states and toasts; Urdu mirrors the page.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, hydrated, registerMember, signInNewMember, speak, test, toast } from "./fixtures";

const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function apiService(request: APIRequestContext, token: string, title: string) {
  const response = await request.post("/api/services", {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, description: "Happy to help", category: "Legal Help", isOffering: false },
  });
  expect(response.status()).toBe(201);
}

test.describe("services and advice in other languages", () => {
  test("services in Spanish: list, filters, a card, post a service", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const provider = await registerMember(request);
    const word = marker();
    await apiService(request, provider.token, `Visa help ${word}`);
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");

    await page.goto(`/services?q=${word}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Servicios · /);
    await expect(page.getByRole("heading", { level: 1, name: "Servicios" })).toBeVisible();
    const filters = page.getByRole("search", { name: "Filtrar servicios" });
    await expect(filters.getByRole("button", { name: "Aplicar" })).toBeVisible();
    await expect(filters.getByLabel("Categoría")).toContainText("Todas las categorías");
    const card = page.getByTestId("service-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Ayuda legal");
    await expect(card.getByTestId("service-type")).toHaveText("Solicitud");
    // A request for help: no reviews, and help is offered rather than a provider contacted.
    await expect(card.getByTestId("service-rating")).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Ofrecer ayuda" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Contactar al proveedor" })).toHaveCount(0);
    await expect(page.getByText("Legal Help", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Contact Provider")).toHaveCount(0);

    // A category value stays English in the URL; the empty state is Spanish.
    await page.goto(`/services?q=${word}&category=Cooking%20Classes`);
    await expect(page.getByText("Ningún servicio coincide con tus filtros")).toBeVisible();
    await expect(page.getByText("No services match your filters")).toHaveCount(0);

    // Post Service: the dialog with JS, the page without.
    await page.goto("/services");
    await hydrated(page, javaScriptEnabled);
    let form = page.locator("main");
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Publicar servicio" }).click();
      form = page.getByRole("dialog", { name: "Publica un servicio" });
      await expect(form.getByRole("button", { name: "Cerrar", exact: true })).toBeVisible();
    } else {
      await page.getByRole("link", { name: "Publicar servicio" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Publica un servicio" })).toBeVisible();
    }
    await form.getByLabel("Título").fill(`Clases ${word}`);
    await form.getByLabel("Descripción").fill("Para principiantes");
    await form.getByLabel("Categoría").selectOption({ label: "Clases de idiomas" });
    await form.getByRole("button", { name: "Publicar servicio" }).click();
    await expect(toast(page)).toContainText("¡Servicio publicado!");
    await expect(toast(page)).not.toContainText("Service posted successfully!");
  });

  test("advice in Spanish: topics, ask a question, its page", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    const word = marker();

    await page.goto(`/advice?q=${word}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Consejos" })).toBeVisible();
    await expect(page.getByText("Ninguna pregunta coincide con tu búsqueda")).toBeVisible();
    await expect(page.getByText("No questions match your search")).toHaveCount(0);
    const topics = page.getByRole("navigation", { name: "Temas populares" });
    await expect(topics.getByRole("link", { name: "Vivir en el extranjero" })).toBeVisible();
    await expect(page.getByText("Living Abroad")).toHaveCount(0);

    // Ask Question: the dialog with JS, the page without.
    let form = page.locator("main");
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Hacer una pregunta" }).click();
      form = page.getByRole("dialog", { name: "Pregunta a la comunidad" });
    } else {
      await page.getByRole("link", { name: "Hacer una pregunta" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Haz una pregunta" })).toBeVisible();
    }
    await form.getByLabel("Tu pregunta").fill(`¿Dónde abro una cuenta bancaria? ${word}`);
    await form.getByLabel("Tema (opcional)").selectOption({ label: "Vivienda" });
    await form.getByRole("button", { name: "Publicar pregunta" }).click();
    await expect(toast(page)).toContainText("¡Tu pregunta se ha publicado!");
    await expect(toast(page)).not.toContainText("Your question has been posted!");

    await page.goto(`/advice?q=${word}`);
    const card = page.getByTestId("question-card");
    await expect(card).toContainText("Vivienda");
    await expect(card.getByTestId("question-responses")).toHaveText("0 respuestas");
    await card.getByRole("link", { name: word }).click();
    await expect(page.getByRole("heading", { name: "Respuestas (0)" })).toBeVisible();
    await expect(page.getByText("Aún no hay respuestas. ¡Comparte lo que sabes!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Responder" })).toBeVisible();
    await expect(page.getByTestId("helpful-button")).toContainText("Útil");
    await expect(page.getByText("No responses yet")).toHaveCount(0);
  });

  test("advice in Urdu reads right to left", async ({ page, request, baseURL }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "ur");
    await page.goto("/advice");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.getByRole("heading", { level: 1, name: "مشورے" })).toBeVisible();
    await expect(page.getByRole("search", { name: "سوالات تلاش کریں" })).toBeVisible();
  });
});
