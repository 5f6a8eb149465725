// Destructive actions ask first (decision 036): with JS a dialog over the page, without it a page of its own.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The question being asked: the dialog, or the confirmation page's card. */
export function confirmation(page: Page): Locator {
  return page.getByTestId("confirmation");
}

/** Checks the question is asked the way the browser allows, then answers it with `button`. */
export async function confirm(page: Page, javaScriptEnabled: boolean, button: string) {
  const asked = confirmation(page);
  await expect(asked).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeVisible();
  await asked.getByRole("button", { name: button, exact: true }).click();
}

/** Opens a member's "⋯" menu (on a card, their profile or a thread). */
export async function openMemberMenu(scope: Page | Locator, name: string) {
  await scope
    .locator("summary")
    .filter({ hasText: `More actions for ${name}` })
    .click();
}
