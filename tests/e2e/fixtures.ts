// Playwright fixtures. Signed-in pages get a real session made by the model (as login would),
// carried as the session cookie, so tests don't spend the login rate limit.
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_MEMBER } from "../../prisma/seed";
import { E2E_URL_FILE } from "./env";

export { expect, DEMO_ADMIN, DEMO_MEMBER };

export type Credentials = { email: string; password: string };

export async function model() {
  process.env.DATABASE_URL = readFileSync(E2E_URL_FILE, "utf8").trim();
  process.env.SESSION_SECRET ??= "e2e-session-secret-0123456789abcdef";
  const [{ db }, auth] = await Promise.all([
    import("../../app/server/db.server"),
    import("../../app/models/accounts.server"),
  ]);
  return { db, ...auth };
}

/** A new session token for an existing account. */
export async function sessionFor(email: string): Promise<string> {
  const { db, createSession } = await model();
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return (await createSession(user.id, "browser")).token;
}

export async function setUserStatus(email: string, status: "active" | "suspended") {
  const { db } = await model();
  await db.user.update({ where: { email }, data: { status }, select: { id: true } });
}

export async function setUserRole(email: string, role: "member" | "admin") {
  const { db } = await model();
  await db.user.update({ where: { email }, data: { role }, select: { id: true } });
}

export async function userStatus(id: string): Promise<string | null> {
  const { db } = await model();
  return (await db.user.findUnique({ where: { id }, select: { status: true } }))?.status ?? null;
}

/** Members not deleted: what the admin figures count as users. */
export async function memberCount(): Promise<number> {
  const { db } = await model();
  return db.user.count({ where: { status: { not: "deleted" } } });
}

/** The audit rows about one subject (an admin action's target). */
export async function auditRowsAbout(subjectId: string): Promise<Array<{ action: string; actorName: string }>> {
  const { db } = await model();
  return db.adminAction.findMany({
    where: { subjectId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { action: true, actorName: true },
  });
}

/** How many audit rows an admin has written. */
export async function auditCount(actorId: string): Promise<number> {
  const { db } = await model();
  return db.adminAction.count({ where: { actorId } });
}

export async function sessionCount(email: string): Promise<number> {
  const { db } = await model();
  return db.session.count({ where: { user: { email } } });
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.example`;
}

/**
 * A member registered through the API. A `currentLocation` no city matches ("Town1234", made up so a test can
 * count or search by it) is kept as free text, as a member's from before places (decision 053).
 */
export async function registerMember(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const credentials = { email: uniqueEmail(), password: "e2e-password" };
  const register = (extra: Record<string, string>) =>
    request.post("/api/auth/register", {
      data: {
        firstName: "Eve",
        lastName: "Tester",
        countryOfOrigin: "Mexico",
        currentLocation: "Madrid, Spain",
        ...credentials,
        confirmPassword: credentials.password,
        ...extra,
      },
    });
  let response = await register(overrides);
  const madeUpCity = response.status() === 400 && (await response.json()).error?.fields?.currentLocation;
  if (madeUpCity) response = await register({ ...overrides, currentLocation: "Madrid, Spain" });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  if (madeUpCity) await keepCityAsText(body.id as string, overrides.currentLocation);
  return { ...credentials, token: body.token as string, id: body.id as string };
}

async function keepCityAsText(userId: string, currentLocation: string) {
  const { db } = await model();
  const { searchTextFor } = await import("../../app/lib/search-text");
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { firstName: true, lastName: true, countryOfOrigin: true, skills: true, interests: true },
  });
  const lists = { skills: JSON.parse(user.skills) as string[], interests: JSON.parse(user.interests) as string[] };
  await db.user.update({
    where: { id: userId },
    data: { currentLocation, placeId: null, searchText: searchTextFor({ ...user, ...lists, currentLocation }) },
    select: { id: true },
  });
}

/** A new member, signed in on `page`, on `path` and hydrated when JS is on: where most account flows start. */
export async function asNewMemberOn(
  page: Page,
  request: APIRequestContext,
  { baseURL, javaScriptEnabled }: { baseURL: string | undefined; javaScriptEnabled: boolean },
  path: string,
) {
  const member = await signInNewMember(page, request, baseURL!);
  await page.goto(path);
  await hydrated(page, javaScriptEnabled);
  return member;
}

/** The page's language from now on, as a visitor's language menu sets it (the `lng` cookie; decision 068). */
export async function speak(page: Page, baseURL: string, lng: string) {
  await page.context().addCookies([{ name: "lng", value: lng, url: baseURL }]);
}

export async function withSession(page: Page, baseURL: string, token: string) {
  await page
    .context()
    .addCookies([{ name: "roots_session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/**
 * Signs the browser out by clearing its cookies, off the page first: a signed-in page's live socket, still
 * connecting or reconnecting, would try again without the cookie, and the browser logs the refusal (a console
 * error the page-health check fails on).
 */
export async function clearSession(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

/** Whether a console message came from the built scripts (Remix logs there), not from an inline script or an extension. */
function remixLogged(message: ConsoleMessage): boolean {
  return new URL(message.location().url || "about:blank").pathname.startsWith("/build/");
}

export const test = base.extend<{ memberPage: Page; adminPage: Page; pageHealth: void }>({
  // With JavaScript on, every page must hydrate cleanly: any console error (a CSP violation, a hydration
  // mismatch) or uncaught exception fails the test.
  pageHealth: [
    async ({ page, javaScriptEnabled }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        // Chrome logs every 4xx answer; those statuses are what the tests expect. So is every request a test
        // made while it had put the browser offline (context.setOffline): the live socket's retries among them.
        // And Remix logs the AbortError of a page load cut short while its data was still arriving: a tap
        // on a link while a live update's reload streams in (the reload is what gives way, as it should), and
        // its fetch, while offline, of the routes behind the links and forms on the page (a network failure, not
        // an answer; a tap on a link asks again).
        const expected =
          message.text().startsWith("Failed to load resource") ||
          message.text().includes("net::ERR_INTERNET_DISCONNECTED") ||
          (message.text().startsWith("Failed to fetch manifest patches TypeError: Failed to fetch") &&
            remixLogged(message)) ||
          (message.text().startsWith("AbortError: signal is aborted without reason") && remixLogged(message));
        if (message.type() === "error" && !expected) problems.push(message.text());
      });
      // The same cut-short load can also surface uncaught: a form sent while an earlier load (a live update's
      // reload) is still arriving makes the router abort that load, and its single-fetch request's rejection is
      // left unhandled inside the router (remix-run/react-router#14761). Only that abort is let through: an
      // AbortError whose controller the router's own `navigate` aborted. Ours (search, places, photos) show their
      // own frames.
      page.on("pageerror", (error) => {
        const routerAbort = error.name === "AbortError" && / \[as navigate\] /.test(error.stack ?? "");
        if (!routerAbort) problems.push(error.message);
      });
      // A violation the page's code catches (zod's eval probe) logs nothing, yet browsers report it.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`Content security policy violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await use();
      if (javaScriptEnabled) expect(problems, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
  memberPage: async ({ page, baseURL }, use) => {
    await withSession(page, baseURL!, await sessionFor(DEMO_MEMBER.email));
    await use(page);
  },
  adminPage: async ({ page, baseURL }, use) => {
    await withSession(page, baseURL!, await sessionFor(DEMO_ADMIN.email));
    await use(page);
  },
});

/** The toast, whether rendered by Radix (JS) or inline by the server (no JS). */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

export async function activeMemberCount(): Promise<number> {
  const { db } = await model();
  return db.user.count({ where: { status: "active" } });
}

/** A fresh member signed in on this page; returns their credentials and id. */
export async function signInNewMember(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  overrides: Record<string, string> = {},
) {
  const member = await registerMember(request, overrides);
  await withSession(page, baseURL, member.token);
  return member;
}

/** With JavaScript on, waits until React has hydrated the page (JS-only controls are live). */
export async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // And the parts React hydrates after the rest (HydrateLater): until then their controls act as without scripts.
  await expect(page.locator("[data-later-part]:not([data-live])")).toHaveCount(0);
}

/** A post's card in a feed, by its text as written. */
export function postCard(page: Page, content: string) {
  return page.getByTestId("post").filter({ has: page.getByTestId("post-content").getByText(content, { exact: true }) });
}

/** Rows a member's requests could have written: a refused request must leave every one unchanged. */
export async function rowsWrittenBy(userId: string): Promise<Record<string, number>> {
  const { db } = await model();
  const [posts, comments, likes, connections, sessions, activities, reports, blocks] = await Promise.all([
    db.post.count({ where: { authorId: userId } }),
    db.comment.count({ where: { authorId: userId } }),
    db.like.count({ where: { userId } }),
    db.connection.count({ where: { OR: [{ requesterId: userId }, { receiverId: userId }] } }),
    db.session.count({ where: { userId } }),
    db.activity.count({ where: { actorId: userId } }),
    db.report.count({ where: { reporterId: userId } }),
    db.block.count({ where: { blockerId: userId } }),
  ]);
  return { posts, comments, likes, connections, sessions, activities, reports, blocks };
}

/** Accounts whose email ends with `domain`. */
export async function accountsAt(domain: string): Promise<number> {
  const { db } = await model();
  return db.user.count({ where: { email: { endsWith: domain } } });
}

/** Two members who have each written to the other (the contact a service review needs). */
export async function exchangeMessages(a: string, b: string) {
  const { db } = await model();
  await db.message.createMany({
    data: [
      { senderId: a, receiverId: b, content: "Hi, is this still available?" },
      { senderId: b, receiverId: a, content: "Yes it is!" },
    ],
  });
}
