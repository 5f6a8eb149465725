// Issue 31: sign-up, sign-in and the account pages in the member's language (the `auth` and `account` areas),
// with JavaScript on and off.
import { asNewMemberOn, expect, hydrated, speak, test, toast, uniqueEmail } from "./fixtures";

test.describe("the account pages in your language", () => {
  test("a visitor picks Spanish on the register page and signs up in Spanish", async ({ page, javaScriptEnabled }) => {
    await page.goto("/register");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await hydrated(page, javaScriptEnabled);

    await page.getByLabel("Language").selectOption({ label: "Español" });
    await page.getByRole("button", { name: "Change language" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Crear cuenta · Roots");
    await expect(page.getByRole("heading", { name: "Crear cuenta" })).toBeVisible();
    await expect(page.getByText("Únete a Roots: es gratis y tardas 30 segundos.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create Account" })).toHaveCount(0);
    await expect(page.getByLabel("First Name*")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Inicia sesión", exact: true })).toHaveAttribute("href", "/login");
    await hydrated(page, javaScriptEnabled);

    await page.getByLabel("Nombre*", { exact: true }).fill("Lucía");
    await page.getByLabel("Apellido*", { exact: true }).fill("Gómez");
    await page.getByLabel("Correo electrónico*", { exact: true }).fill(uniqueEmail("idioma"));
    await page.getByLabel("País de origen").selectOption("Argentina");
    await expect(page.getByLabel("Ubicación actual", { exact: true })).toHaveAttribute(
      "placeholder",
      "Lisboa, Portugal",
    );
    await page.getByLabel("Ubicación actual", { exact: true }).fill("Berlin, Germany");
    // One of the most common passwords is refused, in Spanish (the list is the server's: with JS too).
    await page.getByLabel("Contraseña*", { exact: true }).fill("Qwerty123");
    await page.getByLabel("Confirmar contraseña*", { exact: true }).fill("Qwerty123");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(toast(page)).toContainText("Contraseña demasiado común");
    await expect(toast(page)).toContainText("Elige una contraseña más difícil de adivinar");
    await expect(page.getByText("Demasiado común: elige una contraseña más difícil de adivinar")).toBeVisible();
    await expect(page.getByLabel("Apellido*", { exact: true })).toHaveValue("Gómez");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Contraseña*", { exact: true }).fill("s3cret-pass");
    await page.getByLabel("Confirmar contraseña*", { exact: true }).fill("s3cret-pass");
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(toast(page)).toContainText("¡Te damos la bienvenida a Roots!");
    await expect(toast(page)).toContainText("Tu cuenta se ha creado correctamente.");
    await expect(toast(page)).not.toContainText("Welcome to Roots!");
  });

  test("the security page, an API token and the mail settings in Spanish", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await speak(page, baseURL!, "es");
    await asNewMemberOn(page, request, { baseURL, javaScriptEnabled }, "/settings/security");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Seguridad · Roots");
    await expect(page.getByRole("heading", { name: "Seguridad", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tus dispositivos" })).toBeVisible();
    await expect(page.getByTestId("device").filter({ hasText: "Este dispositivo" })).toHaveCount(1);
    await expect(page.getByText("Todavía no tienes llaves de acceso.")).toBeVisible();
    await expect(page.getByText("No tienes tokens de API.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Activar la verificación en dos pasos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Eliminar mi cuenta" })).toBeVisible();
    for (const english of ["Your devices", "You have no API tokens.", "Delete your account"])
      await expect(page.getByText(english)).toHaveCount(0);

    // A token: created and revoked, with Spanish toasts.
    await page.getByLabel("Nombre", { exact: true }).fill("Mi script");
    await page.getByLabel("Alcance").selectOption({ label: "Lectura y escritura" });
    await page.getByRole("button", { name: "Crear token" }).click();
    await expect(toast(page)).toContainText("Token creado");
    await expect(page.getByTestId("new-token")).toBeVisible();
    await page.getByRole("button", { name: "Revocar el token Mi script" }).click();
    await expect(toast(page)).toContainText("Token revocado");
    await expect(toast(page)).toContainText("“Mi script” ya no funciona");
    await expect(page.getByText("No tienes tokens de API.")).toBeVisible();

    // The mail settings.
    await page.goto("/settings/mail");
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle("Notificaciones por correo · Roots");
    await expect(page.getByRole("heading", { name: "Notificaciones por correo", level: 1 })).toBeVisible();
    await expect(page.getByRole("group", { name: "Solicitudes de conexión" })).toBeVisible();
    await page.getByRole("group", { name: "Mensajes", exact: true }).getByLabel("Desactivado").check();
    await page.getByRole("button", { name: "Guardar ajustes de correo" }).click();
    await expect(toast(page)).toContainText("Ajustes de correo guardados");
    await expect(page.getByText("Email settings saved")).toHaveCount(0);
  });

  test("signing in, in Urdu, reads right to left", async ({ page, baseURL }) => {
    await speak(page, baseURL!, "ur");
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.getByRole("heading", { name: "دوبارہ خوش آمدید" })).toBeVisible();
    await expect(page.getByRole("button", { name: "سائن اِن کریں", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "پاس ورڈ بھول گئے؟" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByText("Welcome back")).toHaveCount(0);
  });
});
