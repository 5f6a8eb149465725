import { randomUUID } from "node:crypto";
import { expect, hydrated, registerMember, signInNewMember, test, toast } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("member profiles", () => {
  test("from a post's author name to their profile; Connect there, Message links to the conversation", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const author = await registerMember(request, {
      firstName: "Profiled",
      lastName: "Person",
      countryOfOrigin: "India",
      currentLocation: "Berlin, Germany",
    });
    const content = `Hello from my profile ${randomUUID().slice(0, 8)}`;
    expect((await request.post("/api/posts", { headers: auth(author.token), data: { content } })).status()).toBe(201);
    await signInNewMember(page, request, baseURL!);

    // A stranger's post: in Everyone's feed (decision 063).
    await page.goto("/?scope=everyone");
    await hydrated(page, javaScriptEnabled);
    const card = page.getByTestId("post").filter({ hasText: content });
    await card.getByRole("link", { name: "Profiled Person" }).click();
    await expect(page).toHaveURL(`/members/${author.id}`);
    await expect(page).toHaveTitle(/^Profiled Person · /);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Profiled Person");
    await expect(page.getByText("From India · Lives in Berlin, Germany")).toBeVisible();
    await expect(page.getByTestId("mutual-connections")).toHaveText("0");
    await expect(page.getByText(content)).toBeVisible();
    await expect(page.getByText(author.email)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Message Profiled Person" })).toHaveAttribute(
      "href",
      `/messages/${author.id}`,
    );

    await page.getByRole("button", { name: "Connect with Profiled Person" }).click();
    await expect(toast(page)).toContainText("Connection request sent!");
    await expect(page.getByText("Requested")).toBeVisible();
  });

  test("mutual connections are counted", async ({ page, request, baseURL }) => {
    const [other, friend] = [await registerMember(request, { firstName: "Other" }), await registerMember(request)];
    const me = await signInNewMember(page, request, baseURL!);
    for (const [from, to] of [
      [me, friend],
      [other, friend],
    ] as const) {
      const { id } = await (
        await request.post("/api/connections/request", { headers: auth(from.token), data: { receiverId: to.id } })
      ).json();
      expect((await request.post(`/api/connections/${id}/accept`, { headers: auth(to.token) })).status()).toBe(200);
    }
    await page.goto(`/members/${other.id}`);
    await expect(page.getByTestId("mutual-connections")).toHaveText("1");
    await expect(page.getByTestId("member-connections")).toHaveText("1");
  });

  test("an unknown member is a 404 page", async ({ page, request, baseURL }) => {
    await signInNewMember(page, request, baseURL!);
    const response = await page.goto("/members/no-such-member");
    expect(response?.status()).toBe(404);
  });
});
