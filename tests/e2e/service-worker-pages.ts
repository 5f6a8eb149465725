// What the service worker's specs share (decision 083): a member signed in with a browser session, and a page
// the worker controls.
import type { Page } from "@playwright/test";
import { expect, hydrated, registerMember, sessionFor, withSession } from "./fixtures";

/** A member signed in with a browser session (a push subscription belongs to one). */
export async function browserMember(
  page: Page,
  request: Parameters<typeof registerMember>[0],
  baseURL: string,
  name: string,
) {
  const member = await registerMember(request, { firstName: name });
  await withSession(page, baseURL, await sessionFor(member.email));
  return member;
}

/** Loads `path` until the worker controls the page (the first visit only installs it). */
export async function controlled(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page, true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
