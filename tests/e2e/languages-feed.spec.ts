// The feed and the home page in the member's language (issue 31): Spanish throughout, Urdu right to left.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, hydrated, postCard, signInNewMember, speak, test, toast } from "./fixtures";

async function apiPost(request: APIRequestContext, token: string, content: string) {
  const response = await request.post("/api/posts", {
    headers: { Authorization: `Bearer ${token}` },
    data: { content },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as string;
}

test.describe("the feed and the home page in Spanish", () => {
  test("the home page: welcome, panels, composer, a new post and its toast", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Inicio · /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Te damos la bienvenida, Eve!");
    await expect(page.getByText("Esto es lo que está pasando en tu comunidad.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Próximos eventos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "La comunidad en cifras" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Actividad reciente" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mostrar publicaciones de" })).toContainText("Mis círculos");
    // The new member's city panel (Madrid, where the fixtures' members live).
    const panel = page.getByTestId("getting-started");
    await expect(panel.getByRole("heading", { name: "Primeros pasos en Madrid" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Ocultar por ahora" })).toBeVisible();

    const content = `Hola desde Madrid ${randomUUID().slice(0, 8)}`;
    await page.getByLabel("¿Qué estás pensando?").fill(content);
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await expect(toast(page)).toContainText("¡Tu publicación se ha creado!");
    const card = postCard(page, content);
    await expect(card.getByTestId("post-type")).toHaveText("Publicación");
    await expect(card.getByText("0 comentarios")).toBeVisible();
    await expect(card.getByRole("button", { name: "Dar me gusta, 0 me gusta" })).toBeVisible();

    for (const english of ["Welcome", "What's on your mind?", "Your post has been created!", "0 comments"]) {
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { name: "Upcoming events" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Community insights" })).toHaveCount(0);
  });

  test("a post's page: comments, the comment form and its toast; the activity page", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    const postId = await apiPost(request, me.token, `Una pregunta ${randomUUID().slice(0, 8)}`);
    await page.goto(`/posts/${postId}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: "← Volver a las publicaciones" })).toBeVisible();
    const comments = page.locator("#comments");
    await expect(comments.getByRole("heading", { name: "Comentarios" })).toBeVisible();
    await expect(comments.getByText("Aún no hay comentarios. ¡Sé la primera persona en comentar!")).toBeVisible();
    await comments.getByLabel("Escribe un comentario").fill("¡Muy buena pregunta!");
    await comments.getByRole("button", { name: "Comentar" }).click();
    await expect(toast(page)).toContainText("¡Comentario publicado!");
    await expect(comments.getByText("¡Muy buena pregunta!")).toBeVisible();
    await expect(page.getByText("1 comentario", { exact: true })).toBeVisible();
    await expect(page.getByText("No comments yet. Be the first!")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Comments" })).toHaveCount(0);
    await expect(page.getByText("Comment posted!")).toHaveCount(0);

    await page.goto("/activity");
    await expect(page).toHaveTitle(/^Actividad de la comunidad · /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actividad de la comunidad");
    await expect(page.getByText("Lo que han hecho los miembros últimamente.")).toBeVisible();
    await expect(page.getByText("Community activity")).toHaveCount(0);
  });
});

test("the home page in Urdu reads right to left", async ({ page, request, baseURL, javaScriptEnabled }) => {
  await signInNewMember(page, request, baseURL!);
  await speak(page, baseURL!, "ur");
  await page.goto("/");
  await hydrated(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خوش آمدید، Eve!");
  await expect(page.getByRole("button", { name: "پوسٹ کریں", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "آنے والے ایونٹس" })).toBeVisible();
});
