import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, registerMember, signInNewMember, test, toast } from "./fixtures";

const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiQuestion(request: APIRequestContext, token: string, content: string, category?: string) {
  const response = await request.post("/api/posts", {
    headers: auth(token),
    data: { content, type: "advice", category },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

async function apiResponse(request: APIRequestContext, token: string, questionId: string, content: string) {
  const response = await request.post(`/api/posts/${questionId}/comments`, { headers: auth(token), data: { content } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

function questionCard(page: Page, text: string) {
  return page.getByTestId("question-card").filter({ hasText: text });
}

test.describe("advice", () => {
  test("ask a question; blank is refused", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    const content = `Where do I open a bank account? ${marker()}`;
    await page.goto("/advice");
    await hydrated(page, javaScriptEnabled);
    let form = page.locator("main");
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Ask Question" }).click();
      form = page.getByRole("dialog", { name: "Ask the community" });
    } else {
      await page.getByRole("link", { name: "Ask Question" }).click();
      await expect(page).toHaveURL(/\/advice\/new$/);
      await form.getByRole("button", { name: "Ask Question" }).click();
      await expect(toast(page)).toContainText("Failed to post question.");
    }
    await form.getByLabel("Your question").fill(content);
    await form.getByLabel("Topic (optional)").selectOption("Financial Planning");
    await form.getByRole("button", { name: "Ask Question" }).click();
    await expect(toast(page)).toContainText("Your question has been posted!");
    await expect(page).toHaveURL(/\/advice$/);
    const card = questionCard(page, content);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Financial Planning");
    await expect(card.getByTestId("question-responses")).toHaveText("0 responses");
  });

  test("search and filter by a popular-topic chip, in the URL", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const asker = await registerMember(request);
    const word = marker();
    await apiQuestion(request, asker.token, `Rent deposits ${word}`, "Housing");
    await apiQuestion(request, asker.token, `Learning Portuguese ${word}`, "Language Learning");
    await signInNewMember(page, request, baseURL!);
    await page.goto("/advice");
    await hydrated(page, javaScriptEnabled);
    const search = page.getByRole("search", { name: "Search questions" });
    await search.getByRole("searchbox", { name: "Search questions" }).fill(word);
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/advice\\?q=${word}`));
    await expect(page.getByTestId("question-card")).toHaveCount(2);
    await page
      .getByRole("navigation", { name: "Popular topics" })
      .getByRole("link", { name: "Language Learning" })
      .click();
    await expect(page).toHaveURL(new RegExp(`category=Language\\+Learning`));
    await expect(page.getByTestId("question-card")).toHaveCount(1);
    await expect(questionCard(page, `Learning Portuguese ${word}`)).toBeVisible();
    await page.goto(`/advice?q=${word}&category=Healthcare`);
    await expect(page.getByText("No questions match your search")).toBeVisible();
  });

  test("respond, mark helpful, and the asker accepts an answer", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const helper = await registerMember(request);
    const content = `How do I get a tax number? ${marker()}`;
    const question = await apiQuestion(request, me.token, content, "Legal Matters");
    await apiResponse(request, helper.token, question.id, "At the tax office, with your passport");
    await page.goto(`/advice/${question.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Your response").fill("Thanks, I also found it online");
    await page.getByRole("button", { name: "Respond" }).click();
    await expect(toast(page)).toContainText("Response posted!");
    const responses = page.getByTestId("response");
    await expect(responses).toHaveCount(2);
    await expect(responses.nth(1)).toContainText("Thanks, I also found it online");

    const helperAnswer = responses.filter({ hasText: "At the tax office" });
    await helperAnswer.getByTestId("helpful-button").click();
    await expect(helperAnswer.getByTestId("helpful-button")).toHaveAttribute("aria-pressed", "true");
    await expect(helperAnswer.getByTestId("helpful-count")).toHaveText("1");
    // My own response has no Helpful button: only others may mark it.
    const mine = responses.filter({ hasText: "found it online" });
    await expect(mine.getByTestId("own-helpful")).toHaveText("0 helpful");
    await expect(mine.getByTestId("helpful-button")).toHaveCount(0);

    // Accept the second response: it moves first, marked as the accepted answer.
    await responses.filter({ hasText: "found it online" }).getByRole("button", { name: "Accept answer" }).click();
    await expect(toast(page)).toContainText("Answer accepted");
    await expect(responses.first()).toContainText("Accepted answer");
    await expect(responses.first()).toContainText("found it online");
    await page.reload();
    await expect(responses.filter({ hasText: "At the tax office" }).getByTestId("helpful-count")).toHaveText("1");
    await page.goto(`/advice?q=${encodeURIComponent(content)}`);
    await expect(questionCard(page, content)).toContainText("Solved");
    await expect(questionCard(page, content).getByTestId("question-responses")).toHaveText("2 responses");
  });

  test("only the asker sees Accept answer; an unknown question is a 404", async ({ page, request, baseURL }) => {
    const asker = await registerMember(request);
    const question = await apiQuestion(request, asker.token, `Visa renewal ${marker()}`);
    await apiResponse(request, asker.token, question.id, "Bumping this");
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/advice/${question.id}`);
    await expect(page.getByTestId("response")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Accept answer" })).toHaveCount(0);
    expect((await page.goto("/advice/no-such-question"))?.status()).toBe(404);
  });
});
