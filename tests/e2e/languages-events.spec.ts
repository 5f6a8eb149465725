// Events in the member's language (issue 31): the list, an event, RSVP, Create Event and Cancel speak Spanish
// when the language cookie says so, members' own text keeps its own direction, and Urdu mirrors the page.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { confirm, confirmation } from "./confirm";
import { expect, hydrated, registerMember, signInNewMember, speak, test, toast } from "./fixtures";

const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function apiEvent(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post("/api/events", {
    headers: { Authorization: `Bearer ${token}` },
    data: { eventDate: inDays(5), ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

test.describe("events in other languages", () => {
  test("the list in Spanish: heading, tabs, filters, the empty state and the page title", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto(`/events?q=${marker()}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Eventos · Roots");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Próximos" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Pasados" })).toBeVisible();
    await expect(main.getByLabel("Buscar eventos")).toBeVisible();
    await expect(main.getByRole("button", { name: "Aplicar" })).toBeVisible();
    await expect(main.getByTestId("empty-state")).toContainText("Ningún evento coincide con tus filtros");
    await expect(main.getByText("Crear evento").first()).toBeVisible();
    for (const english of ["Upcoming", "Search events", "Apply", "No events match your filters", "Create Event"])
      await expect(main.getByText(english, { exact: true })).toHaveCount(0);
  });

  test("an event in Spanish: RSVP with its toast, the counts, the organizer's line; members' text in dir=auto", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const organizer = await registerMember(request);
    const title = `Noche de salsa ${marker()}`;
    const event = await apiEvent(request, organizer.token, { title, location: "Lavapiés, Madrid" });
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText("Añadir al calendario")).toBeVisible();
    await expect(page.getByText("Organizado por")).toBeVisible();
    await expect(page.locator('main [dir="auto"]', { hasText: "Lavapiés, Madrid" })).toBeVisible();
    await expect(page.locator('main [dir="auto"]', { hasText: "Eve Tester" }).first()).toBeVisible();
    const attend = page.getByTestId("rsvp-attending");
    await expect(attend).toHaveText("Asistir");
    await attend.click();
    await expect(toast(page)).toContainText("¡Respuesta actualizada!");
    await expect(toast(page)).not.toContainText("RSVP updated!");
    await expect(attend).toHaveText("✓ Asistiré");
    await expect(page.getByTestId("event-attendance")).toContainText("2 asisten · 0 quizás");
    await expect(page.getByRole("heading", { name: /Asisten/ })).toBeVisible();
    for (const english of ["Add to calendar", "Organised by", "Going", "Nobody yet."])
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  });

  test("Create Event refused and an event cancelled, in Spanish", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/events/new");
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle("Crear evento · Roots");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: "Crear un evento" })).toBeVisible();
    await main.getByLabel("Título").fill(`Intercambio ${marker()}`);
    await main.getByRole("button", { name: "Crear evento" }).click();
    await expect(toast(page)).toContainText("No se pudo crear el evento.");

    const event = await apiEvent(request, member.token, { title: `Cena ${marker()}`, location: "Madrid" });
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Cancelar evento" }).click();
    await expect(confirmation(page).getByRole("heading", { name: /¿Cancelar «Cena/ })).toBeVisible();
    await expect(confirmation(page)).toContainText("Esto no se puede deshacer.");
    await confirm(page, javaScriptEnabled, "Cancelar evento");
    await expect(toast(page)).toContainText("Evento cancelado");
    await expect(page.getByTestId("event-badges")).toContainText("Cancelado");
    await expect(page.getByText("Este evento está cancelado").first()).toBeVisible();
  });

  test("Urdu mirrors the events page", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "ur");
    await page.goto("/events");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.locator("main").getByRole("heading", { level: 1, name: "تقریبات" })).toBeVisible();
  });
});
