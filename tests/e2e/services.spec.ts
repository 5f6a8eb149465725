import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { confirm, confirmation } from "./confirm";
import {
  exchangeMessages,
  expect,
  hydrated,
  registerMember,
  signInNewMember,
  test,
  toast,
  withSession,
} from "./fixtures";

const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function apiService(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post("/api/services", {
    headers: { Authorization: `Bearer ${token}` },
    data: { description: "Happy to help", category: "Legal Help", ...data },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

function card(page: Page, title: string) {
  return page.getByTestId("service-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Opens Post Service: the dialog with JS, the page without. */
async function openPostService(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/services");
  await hydrated(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Post Service" }).click();
    await expect(page.getByRole("dialog", { name: "Post a service" })).toBeVisible();
    return page.getByRole("dialog", { name: "Post a service" });
  }
  await page.getByRole("link", { name: "Post Service" }).click();
  await expect(page).toHaveURL(/\/services\/new$/);
  return page.locator("main");
}

test.describe("services", () => {
  test("post a service; a refused form keeps what was typed", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    const title = `Portuguese lessons ${marker()}`;
    let form = await openPostService(page, javaScriptEnabled);
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("Beginners welcome");
    if (!javaScriptEnabled) {
      // No category: the server refuses, naming the field and keeping the rest.
      await form.getByRole("button", { name: "Post Service" }).click();
      await expect(toast(page)).toContainText("Failed to create service.");
      await expect(page.getByText("Choose a category")).toBeVisible();
      form = page.locator("main");
      await expect(form.getByLabel("Title")).toHaveValue(title);
    }
    await form.getByLabel("Category").selectOption("Language Tutoring");
    await form.getByLabel("Price (optional)").fill("$20/hour");
    await form.getByLabel("Available remotely").check();
    await form.getByRole("button", { name: "Post Service" }).click();
    await expect(toast(page)).toContainText("Service posted successfully!");
    await expect(page).toHaveURL(/\/services$/);
    const posted = card(page, title);
    await expect(posted).toBeVisible();
    await expect(posted).toContainText("Language Tutoring");
    await expect(posted.getByTestId("service-type")).toHaveText("Offering");
    await expect(posted).toContainText("$20/hour");
    await expect(posted).toContainText("Remote");
    await expect(posted.getByRole("link", { name: `Edit ${title}` })).toBeVisible();
    await expect(posted.getByRole("link", { name: "Contact Provider" })).toHaveCount(0);
  });

  test("filter by category, type and text in the URL, then clear", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const provider = await registerMember(request);
    const word = marker();
    await apiService(request, provider.token, { title: `Visa help ${word}`, isOffering: false });
    await apiService(request, provider.token, { title: `Cooking ${word}`, category: "Cooking Classes" });
    await signInNewMember(page, request, baseURL!);
    await page.goto("/services");
    await hydrated(page, javaScriptEnabled);
    const filters = page.getByRole("search", { name: "Filter services" });
    await filters.getByRole("searchbox", { name: "Search services" }).fill(word);
    await filters.getByLabel("Category").selectOption("Legal Help");
    await filters.getByLabel("Type").selectOption("requesting");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/services\\?q=${word}&category=Legal\\+Help&type=requesting&in=&within=100$`),
    );
    await expect(page.getByTestId("service-card")).toHaveCount(1);
    await expect(card(page, `Visa help ${word}`).getByTestId("service-type")).toHaveText("Requesting");
    // The same link, opened afresh, shows the same list.
    await page.goto(`/services?category=Cooking%20Classes&type=requesting&q=${word}`);
    await expect(page.getByText("No services match your filters")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("searchbox", { name: "Search services" })).toHaveValue("");
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
  });

  test("Contact Provider opens the conversation with a first line prefilled", async ({ page, request, baseURL }) => {
    const provider = await registerMember(request);
    const service = await apiService(request, provider.token, { title: `Tax returns ${marker()}` });
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/services?q=${encodeURIComponent(service.title)}`);
    const link = card(page, service.title).getByRole("link", { name: "Contact Provider" });
    const href = await link.getAttribute("href");
    const url = new URL(href!, baseURL);
    expect(url.pathname).toBe(`/messages/${provider.id}`);
    expect(url.searchParams.get("draft")).toBe(`About your service: ${service.title}`);
    await expect(card(page, service.title).getByRole("link", { name: /Eve Tester/ })).toHaveAttribute(
      "href",
      `/members/${provider.id}`,
    );
  });

  test("edit and delete your own service", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const word = marker();
    const service = await apiService(request, me.token, { title: `Old title ${word}`, price: "$5" });
    await page.goto(`/services?q=${word}`);
    await hydrated(page, javaScriptEnabled);
    await card(page, service.title)
      .getByRole("link", { name: `Edit ${service.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/services/${service.id}/edit$`));
    // The URL changes before the new page renders (the list's dialog has a Title field too).
    await expect(page.getByRole("heading", { name: "Edit service" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(service.title);
    await page.getByLabel("Title").fill(`New title ${word}`);
    await page.getByLabel("Price (optional)").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page)).toContainText("Service updated");
    await expect(page).toHaveURL(/\/services$/);
    await page.goto(`/services?q=${word}`);
    await hydrated(page, javaScriptEnabled);
    const edited = card(page, `New title ${word}`);
    await expect(edited).toBeVisible();
    await expect(edited).not.toContainText("$5");
    await edited.getByRole("button", { name: `Delete New title ${word}` }).click();
    await expect(confirmation(page).getByRole("heading", { name: "Delete this service?" })).toBeVisible();
    await confirm(page, javaScriptEnabled, "Delete");
    await expect(toast(page)).toContainText("Service deleted");
    await expect(page.getByText("No services match your filters")).toBeVisible();
  });

  test("another member's service cannot be edited or deleted", async ({ page, request, baseURL }) => {
    const provider = await registerMember(request);
    const service = await apiService(request, provider.token, { title: `Not yours ${marker()}` });
    await signInNewMember(page, request, baseURL!);
    for (const path of [`/services/${service.id}/edit`, `/services/${service.id}/delete`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
    }
    expect((await page.goto("/services/nope/edit"))?.status()).toBe(404);
  });

  test("a request for help offers help and has no reviews", async ({ page, request, baseURL }) => {
    const requester = await registerMember(request);
    const wanted = await apiService(request, requester.token, {
      title: `Need a notary ${marker()}`,
      isOffering: false,
    });
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/services?q=${encodeURIComponent(wanted.title)}`);
    const requestCard = card(page, wanted.title);
    await expect(requestCard.getByTestId("service-type")).toHaveText("Requesting");
    await expect(requestCard.getByRole("link", { name: "Contact Provider" })).toHaveCount(0);
    await expect(requestCard.getByTestId("service-rating")).toHaveCount(0);
    const href = await requestCard.getByRole("link", { name: "Offer help" }).getAttribute("href");
    expect(new URL(href!, baseURL).searchParams.get("draft")).toBe(`About your request: ${wanted.title}`);
    await page.goto(`/services/${wanted.id}/reviews`);
    await expect(page.getByText("Requests for help are not reviewed.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Post review" })).toHaveCount(0);
  });

  test("review after real contact; the provider replies once", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const provider = await registerMember(request);
    const service = await apiService(request, provider.token, { title: `Residence permit help ${marker()}` });
    const me = await signInNewMember(page, request, baseURL!);
    await page.goto(`/services/${service.id}/reviews`);
    await expect(
      page.getByText("You can review a service once you and its provider have both written to each other."),
    ).toBeVisible();
    await exchangeMessages(me.id, provider.id);
    await page.reload();
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByLabel("Your review").fill("Patient and clear");
    await page.getByRole("button", { name: "Post review" }).click();
    await expect(toast(page)).toContainText("Review posted");
    await expect(page.getByTestId("review")).toContainText("Patient and clear");
    await expect(page.getByText("You have already reviewed this service.")).toBeVisible();
    await page.goto(`/services?q=${encodeURIComponent(service.title)}`);
    await expect(card(page, service.title).getByTestId("service-rating")).toHaveText("★ 4.0 · 1 review");

    await withSession(page, baseURL!, provider.token);
    await page.goto(`/services/${service.id}/reviews`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByText("You cannot review your own service.")).toBeVisible();
    await page.getByLabel("Your reply").fill("Thank you!");
    await page.getByRole("button", { name: "Reply" }).click();
    await expect(page.getByTestId("review-reply")).toContainText("Thank you!");
    await expect(page.getByLabel("Your reply")).toHaveCount(0);
  });
});
