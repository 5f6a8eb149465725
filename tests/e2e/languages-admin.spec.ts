// The admin pages in another language (issue 31): a fresh member made admin, the language cookie set, and the
// dashboard, users (with a suspension: the confirmation, the toast, the badge), the audit log and analytics in
// Spanish; analytics in Urdu reads right to left. JavaScript on and off.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { confirm } from "./confirm";
import { expect, hydrated, registerMember, setUserRole, signInNewMember, speak, test, toast } from "./fixtures";

const unique = () => `Zl${randomUUID().replace(/-/g, "").slice(0, 8)}`;

async function asAdminIn(page: Page, request: Parameters<typeof registerMember>[0], baseURL: string, lng: "es" | "ur") {
  const admin = await signInNewMember(page, request, baseURL);
  await setUserRole(admin.email, "admin");
  await speak(page, baseURL, lng);
  return admin;
}

test.describe("the admin pages in Spanish and Urdu", () => {
  test("the dashboard and the users list in Spanish, with a suspension", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await asAdminIn(page, request, baseURL!, "es");
    await page.goto("/admin");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Panel de administración · /);
    await expect(page.getByRole("heading", { level: 1, name: "Panel de administración" })).toBeVisible();
    await expect(page.getByText("Usuarios en total", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Acciones rápidas" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Moderar contenido/ })).toBeVisible();
    await expect(page.getByTestId("stat-total-users-note")).toHaveText(
      /^Todas las cuentas, incluidas? \d+ suspendidas?$/,
    );
    await expect(page.getByText("Admin Dashboard")).toHaveCount(0);
    await expect(page.getByText("Quick Actions")).toHaveCount(0);
    await expect(page.getByText("Total Users")).toHaveCount(0);

    // An empty search: the empty state and the filters' labels.
    await page.goto(`/admin/users?q=${unique()}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle(/^Gestionar usuarios · /);
    await expect(page.getByText("No se encontraron usuarios")).toBeVisible();
    await expect(page.getByLabel("Nombre o correo")).toBeVisible();
    await expect(page.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
    await expect(page.getByText("No users found")).toHaveCount(0);

    // Suspend a fresh member: the question, the toast and the badge in Spanish.
    const first = unique();
    const member = await registerMember(request, { firstName: first, lastName: "Prueba" });
    await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
    await hydrated(page, javaScriptEnabled);
    const row = page.locator(`[data-testid="admin-user-row"][data-user-id="${member.id}"]`);
    await expect(row.getByTestId("user-status")).toHaveText("activo");
    await row.getByRole("button", { name: `Suspender a ${first} Prueba` }).click();
    await expect(page.getByTestId("confirmation")).toContainText(`¿Suspender a ${first} Prueba?`);
    await page.getByTestId("confirmation").getByLabel("Motivo (el miembro lo verá)").fill("Publicidad repetida");
    await confirm(page, javaScriptEnabled, "Suspender");
    await expect(toast(page)).toContainText("Usuario actualizado");
    await expect(toast(page)).not.toContainText("User updated");
    await expect(row.getByTestId("user-status")).toHaveText("suspendido");

    // The audit log says it as a Spanish sentence, the names in their own direction.
    await page.goto("/admin/moderation");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Moderación" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Registro de auditoría" })).toBeVisible();
    const entry = page
      .getByTestId("audit-entry")
      .filter({ hasText: `${first} Prueba` })
      .first();
    await expect(entry).toHaveAttribute("data-action", "user.suspend");
    await expect(entry).toContainText(`suspendió a ${first} Prueba`);
    await expect(entry.locator('[dir="auto"]', { hasText: `${first} Prueba` })).toHaveCount(1);
    await expect(page.getByText("Audit log", { exact: true })).toHaveCount(0);
  });

  test("analytics in Spanish, and right to left in Urdu", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await asAdminIn(page, request, baseURL!, "es");
    await page.goto("/admin/analytics");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Estadísticas · /);
    await expect(page.getByText("Los últimos 30 días.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Últimos 90 días" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Registros por semana" })).toBeVisible();
    await expect(page.getByTestId("chart-signups").getByText("Ver las cifras")).toBeVisible();
    await expect(page.getByText("Sign-ups per week")).toHaveCount(0);
    await expect(page.getByText("Show the numbers")).toHaveCount(0);

    await speak(page, baseURL!, "ur");
    await page.goto("/admin/analytics");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.getByRole("heading", { level: 1, name: "تجزیات" })).toBeVisible();
    await expect(page.getByText("Analytics", { exact: true })).toHaveCount(0);
  });
});
