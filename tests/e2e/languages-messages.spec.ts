// Messages, notifications and the report page in another language (issue 31): the interface is translated,
// members' words stay as written, and Urdu mirrors the page.
import { expect, hydrated, registerMember, signInNewMember, speak, test, toast } from "./fixtures";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("messages, notifications and reports in Spanish", () => {
  test("the inbox, a conversation and a report speak Spanish", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/messages");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Mensajes · Roots");
    await expect(page.getByRole("heading", { name: "Mensajes", level: 1 })).toBeVisible();
    await expect(page.getByText("Aún no tienes conversaciones")).toBeVisible();
    await expect(page.getByText("Selecciona una conversación")).toBeVisible();
    await expect(page.getByPlaceholder("Buscar conversaciones…")).toBeVisible();
    await expect(page.getByText("No conversations yet")).toHaveCount(0);
    await expect(page.getByText("Select a conversation")).toHaveCount(0);

    const ana = await registerMember(request, { firstName: "Ana" });
    const word = `hola-${Date.now()}`;
    await request.post("/api/messages", { headers: bearer(ana.token), data: { receiverId: me.id, content: word } });
    await page.goto(`/messages/${ana.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle("Ana Tester · Mensajes · Roots");
    await expect(page.getByRole("region", { name: "Conversación con Ana Tester" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Denunciar a este miembro" })).toBeVisible();
    // Her words as she wrote them, in their own direction.
    await expect(page.getByTestId("message").filter({ hasText: word }).locator("[dir=auto]")).toHaveText(word);
    await page.getByLabel("Escribe un mensaje").fill("¿Qué tal?");
    await expect(page.getByPlaceholder("Escribe un mensaje…")).toBeVisible();
    if (javaScriptEnabled) await page.getByLabel("Escribe un mensaje").press("Enter");
    else await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(page.getByTestId("message").filter({ hasText: "¿Qué tal?" })).toHaveAttribute("data-mine", "true");
    await expect(page.getByLabel("Write a message")).toHaveCount(0);

    await page
      .getByTestId("message")
      .filter({ hasText: word })
      .getByRole("link", { name: "Denunciar este mensaje" })
      .click();
    await expect(page).toHaveTitle("Denunciar · Roots");
    await expect(page.getByRole("heading", { name: "Denunciar este mensaje" })).toBeVisible();
    await expect(page.getByText("¿Por qué lo denuncias?")).toBeVisible();
    await expect(page.locator("figcaption")).toHaveText("De Ana Tester");
    await expect(page.locator("blockquote[dir=auto]")).toHaveText(word);
    await expect(page.getByText("Why are you reporting it?")).toHaveCount(0);
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("radio", { name: "Estafa o fraude" }).check();
    await page.getByRole("button", { name: "Enviar denuncia" }).click();
    await expect(toast(page)).toContainText("Denuncia enviada");
    await expect(page).toHaveURL(new RegExp(`/messages/${ana.id}$`));
    await page
      .getByTestId("message")
      .filter({ hasText: word })
      .getByRole("link", { name: "Denunciar este mensaje" })
      .click();
    await expect(page.getByText("Ya denunciaste este mensaje; un administrador lo revisará.")).toBeVisible();
  });

  test("notifications: headings, the empty state, a New mark and Mark all read's toast", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/notifications");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Notificaciones · Roots");
    await expect(page.getByRole("heading", { name: "Notificaciones", level: 1 })).toBeVisible();
    await expect(page.getByTestId("empty-state")).toContainText("Aún no hay notificaciones");
    await expect(page.getByText("No notifications yet")).toHaveCount(0);
    await page.getByRole("button", { name: "Marcar todo como leído" }).click();
    await expect(toast(page)).toContainText("Nada nuevo");

    // Away from the list first: left open, its live update would show Ana's request and mark it read before the
    // visit below (which then found no "Nueva" on it, under load).
    await page.goto("about:blank");
    const ana = await registerMember(request, { firstName: "Ana", lastName: "Silva" });
    await request.post("/api/connections/request", { headers: bearer(ana.token), data: { receiverId: me.id } });
    await page.goto("/notifications");
    await hydrated(page, javaScriptEnabled);
    const item = page.getByTestId("notification");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Nueva");
    await expect(item.locator("[dir=auto]").filter({ hasText: /^Ana Silva$/ })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Mark all read" })).toHaveCount(0);
  });

  test("in Urdu the notifications page reads right to left", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "ur");
    await page.goto("/notifications");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.getByRole("heading", { name: "اطلاعات", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "سب کو پڑھا ہوا نشان زد کریں" })).toBeVisible();
  });
});
