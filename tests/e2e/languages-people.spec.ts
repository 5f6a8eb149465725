// Discover, connections, your profile, a member's page and circles in the member's language (issue 31): the
// `people`, `profile`, `circles` and `places` namespaces, with JavaScript and without; Urdu mirrors the page.
import { expect, hydrated, signInNewMember, speak, test, toast } from "./fixtures";

test.describe("people, profile and circles in Spanish", () => {
  test("Discover and connections speak Spanish", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/discover");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Descubrir · /);
    await expect(page.getByRole("heading", { level: 1, name: "Descubrir" })).toBeVisible();
    await expect(page.getByText("Encuentra a miembros de tu país de origen en tu ciudad.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
    await expect(page.getByPlaceholder("Busca por nombre, país de origen, ciudad, habilidad o interés")).toBeVisible();
    await expect(page.getByText("Miembros activos")).toBeVisible();
    await expect(page.getByText("Find members from your homeland in your city.")).toHaveCount(0);
    await expect(page.getByText("Active members")).toHaveCount(0);

    await page.goto("/connections");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Conexiones" })).toBeVisible();
    await expect(page.getByText("Aún no tienes conexiones")).toBeVisible();
    await expect(page.getByRole("link", { name: "Descubrir personas" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Solicitudes recibidas/ })).toBeVisible();
    await expect(page.getByText("No connections yet")).toHaveCount(0);
    await expect(page.getByText("Received requests")).toHaveCount(0);
  });

  test("your profile, its toast, your page as others see it and circles speak Spanish", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/profile");
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle(/^Perfil · /);
    await expect(page.getByRole("link", { name: "Editar perfil" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "¿Te mudas a otro sitio?" })).toBeVisible();
    await expect(page.getByText("No has bloqueado a nadie.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cambiar contraseña" })).toBeVisible();
    await expect(page.getByText("Edit Profile")).toHaveCount(0);
    await expect(page.getByText("You have not blocked anyone.")).toHaveCount(0);

    const helper = page.getByRole("region", { name: "Ayuda a recién llegados" });
    await helper.getByLabel("Me gusta ayudar a quienes llegan de mi país a mi ciudad").check();
    await helper.getByRole("button", { name: "Actualizar" }).click();
    await expect(toast(page)).toContainText("Gracias: ahora los recién llegados pueden encontrarte");
    await expect(toast(page)).not.toContainText("Thank you");

    await page.goto(`/members/${member.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Publicaciones recientes" })).toBeVisible();
    await expect(page.getByText("Aún no has publicado nada.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Editar tu perfil" })).toBeVisible();
    await expect(page.getByText("Ayuda a recién llegados", { exact: true })).toBeVisible();
    await expect(page.getByText("Recent posts")).toHaveCount(0);

    await page.goto("/circles");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Círculos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mis círculos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Salir del círculo" }).first()).toBeVisible();
    await expect(page.getByText("My circles")).toHaveCount(0);
  });
});

test("Discover in Urdu reads right to left", async ({ page, request, baseURL, javaScriptEnabled }) => {
  await signInNewMember(page, request, baseURL!);
  await speak(page, baseURL!, "ur");
  await page.goto("/discover");
  await hydrated(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "دریافت کریں" })).toBeVisible();
  await expect(page.getByRole("button", { name: "تلاش کریں", exact: true })).toBeVisible();
});
