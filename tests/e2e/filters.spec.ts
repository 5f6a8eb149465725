// A list's filter controls show the filters the list shows, whatever brought the page to its URL: the URL is
// the truth, and the next Apply applies what the controls show (issue 25).
import type { Page } from "@playwright/test";
import { expect, hydrated, signInNewMember, test } from "./fixtures";

/** The current URL's query, as sorted pairs. */
function query(page: Page): string[][] {
  return [...new URL(page.url()).searchParams].sort();
}

test.describe("filter controls follow the URL", () => {
  test("after Clear filters on Services, every control is cleared and the next Apply applies only what is chosen", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/services");
    await hydrated(page, javaScriptEnabled);
    const form = page.getByRole("search", { name: "Filter services" });
    const search = form.getByRole("searchbox", { name: "Search services" });
    const category = form.getByLabel("Category");
    const type = form.getByLabel("Type");
    await search.fill("visa");
    await category.selectOption("Legal Help");
    await type.selectOption("offering");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/category=Legal/);
    expect(query(page)).toEqual([
      ["category", "Legal Help"],
      ["in", ""],
      ["q", "visa"],
      ["type", "offering"],
      ["within", "100"],
    ]);

    await form.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(search).toHaveValue("");
    await expect(category).toHaveValue("");
    await expect(type).toHaveValue("");

    await type.selectOption("requesting");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/type=requesting/);
    expect(query(page)).toEqual([
      ["category", ""],
      ["in", ""],
      ["q", ""],
      ["type", "requesting"],
      ["within", "100"],
    ]);
  });

  test("a popular-topic chip on Advice sets the Topic control, and the next Search keeps it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/advice");
    await hydrated(page, javaScriptEnabled);
    const form = page.getByRole("search", { name: "Search questions" });
    const search = form.getByRole("searchbox", { name: "Search questions" });
    const topic = form.getByLabel("Topic");
    await topic.selectOption("Housing");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/category=Housing/);

    await page.getByRole("navigation", { name: "Popular topics" }).getByRole("link", { name: "Education" }).click();
    await expect(page).toHaveURL(/category=Education/);
    await expect(topic).toHaveValue("Education");

    await search.fill("rent");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=rent/);
    // The city-or-country field (decision 066) goes along empty, as any blank field of the form.
    expect(query(page)).toEqual([
      ["about", ""],
      ["category", "Education"],
      ["q", "rent"],
    ]);

    await form.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(/\/advice$/);
    await expect(search).toHaveValue("");
    await expect(topic).toHaveValue("");
  });
});
