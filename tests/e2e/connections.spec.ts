import type { APIRequestContext, Page } from "@playwright/test";
import { confirm } from "./confirm";
import { expect, hydrated, registerMember, signInNewMember, test, toast } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function requestFrom(request: APIRequestContext, token: string, receiverId: string): Promise<string> {
  const response = await request.post("/api/connections/request", { headers: auth(token), data: { receiverId } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

function row(page: Page, personId: string) {
  return page.locator(`[data-testid="connection-row"][data-person-id="${personId}"]`);
}

test.describe("connections", () => {
  test("accept a received request: both see the connection, then remove it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const other = await registerMember(request, { firstName: "Asker" });
    const me = await signInNewMember(page, request, baseURL!);
    await requestFrom(request, other.token, me.id);

    await page.goto("/connections?tab=received");
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle(/^Connections · /);
    await expect(page.getByRole("link", { name: /Received requests \(1\)/ })).toHaveAttribute("aria-current", "page");
    await row(page, other.id).getByRole("button", { name: "Accept Asker Tester" }).click();
    await expect(toast(page)).toContainText("Connection accepted!");
    await expect(row(page, other.id)).toHaveCount(0);

    await page.getByRole("link", { name: /^Connections \(1\)/ }).click();
    await expect(row(page, other.id)).toBeVisible();
    await expect(row(page, other.id).getByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      `/messages/${other.id}`,
    );
    // The other member sees it too.
    const theirs = await (await request.get("/api/connections", { headers: auth(other.token) })).json();
    expect(theirs.map((item: { user: { id: string } }) => item.user.id)).toEqual([me.id]);

    await row(page, other.id).getByRole("button", { name: "Remove Asker Tester" }).click();
    await confirm(page, javaScriptEnabled, "Remove");
    await expect(toast(page)).toContainText("Connection removed");
    await expect(row(page, other.id)).toHaveCount(0);
    await expect(page.getByText("No connections yet")).toBeVisible();
  });

  test("decline a received request; the requester is told to wait", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const other = await registerMember(request, { firstName: "Pushy" });
    const me = await signInNewMember(page, request, baseURL!);
    await requestFrom(request, other.token, me.id);
    await page.goto("/connections?tab=received");
    await hydrated(page, javaScriptEnabled);
    await row(page, other.id).getByRole("button", { name: "Decline Pushy Tester" }).click();
    await expect(toast(page)).toContainText("Request declined");
    await expect(page.getByText("No requests received")).toBeVisible();
    const again = await request.post("/api/connections/request", {
      headers: auth(other.token),
      data: { receiverId: me.id },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.message).toMatch(/declined/);
  });

  test("withdraw a sent request from the Sent tab; Connect then Respond on the other side", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const other = await registerMember(request, { firstName: "Quiet" });
    const me = await signInNewMember(page, request, baseURL!);
    await requestFrom(request, me.token, other.id);
    await page.goto("/connections?tab=sent");
    await hydrated(page, javaScriptEnabled);
    await row(page, other.id).getByRole("button", { name: "Withdraw Quiet Tester" }).click();
    await expect(toast(page)).toContainText("Request withdrawn");
    await expect(page.getByText("No requests sent")).toBeVisible();
    const received = await (
      await request.get("/api/connections/requests?direction=received", { headers: auth(other.token) })
    ).json();
    expect(received).toEqual([]);
  });

  test("the home page's connection count links to /connections", async ({ page, request, baseURL }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await page.getByTestId("connections-count").click();
    await expect(page).toHaveURL(/\/connections$/);
  });
});
