import { randomUUID } from "node:crypto";
import { expect, hydrated, registerMember, signInNewMember, test, toast, withSession } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("discover", () => {
  test("search by a skill finds the member; a short term shows suggestions and the hint", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const skill = `Origami${randomUUID().slice(0, 6)}`;
    const folder = await registerMember(request, { firstName: "Folding" });
    const saved = await request.put("/api/profile", {
      headers: auth(folder.token),
      data: {
        firstName: "Folding",
        lastName: "Expert",
        email: folder.email,
        countryOfOrigin: "Mexico",
        currentLocation: "Madrid, Spain",
        bio: "",
        skills: [skill],
        interests: [],
      },
    });
    expect(saved.status()).toBe(200);
    await signInNewMember(page, request, baseURL!);
    await page.goto("/discover");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("list", { name: "Suggestions" })).toBeVisible();
    const box = page.getByRole("searchbox", { name: "Search members" });
    if (javaScriptEnabled) {
      // Results follow the typing; the URL keeps up.
      await box.pressSequentially(skill.toLowerCase(), { delay: 20 });
      await expect(page).toHaveURL(new RegExp(`q=${skill.toLowerCase()}`));
    } else {
      await box.fill(skill.toLowerCase());
      await page.getByRole("button", { name: "Search", exact: true }).click();
    }
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByTestId("person-card")).toHaveCount(1);
    await expect(results.getByRole("link", { name: "Folding Expert", exact: true })).toHaveAttribute(
      "href",
      `/members/${folder.id}`,
    );
    await expect(results.getByRole("link", { name: "Message Folding Expert" })).toHaveAttribute(
      "href",
      `/messages/${folder.id}`,
    );
    await results.getByRole("button", { name: "Connect with Folding Expert" }).click();
    await expect(toast(page)).toContainText("Connection request sent!");

    await page.goto("/discover?q=z");
    await expect(page.getByText("Type at least 2 characters to search")).toBeVisible();
    await expect(page.getByRole("list", { name: "Suggestions" })).toBeVisible();
  });

  test("no match says 'No users found'; figures are real numbers", async ({ page, request, baseURL }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/discover?q=${encodeURIComponent("%%% nobody " + randomUUID())}`);
    await expect(page.getByRole("heading", { name: "No users found" })).toBeVisible();
    const figures = page.getByRole("definition");
    await expect(figures.first()).toHaveText(/^[\d,]+$/);
    await expect(page.getByText("12,847")).toHaveCount(0);
  });

  test("a suggestion from the same homeland and city says so", async ({ page, request, baseURL }) => {
    const city = `Town ${randomUUID().slice(0, 6)}`;
    const me = await registerMember(request, { countryOfOrigin: "Nigeria", currentLocation: city });
    const neighbour = await registerMember(request, {
      firstName: "Neighbour",
      countryOfOrigin: "Nigeria",
      currentLocation: city,
    });
    await withSession(page, baseURL!, me.token);
    await page.goto("/discover");
    const card = page.locator(`[data-testid="person-card"][data-person-id="${neighbour.id}"]`);
    await expect(card.getByTestId("suggestion-reason")).toHaveText(`From Nigeria · also in ${city}`);
    await expect(page.getByTestId("person-card").first()).toHaveAttribute("data-person-id", neighbour.id);
  });
});
