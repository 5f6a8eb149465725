import { expect, hydrated, model, registerMember, signInNewMember, test, toast } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("notifications", () => {
  test("the bell counts what is new; the page lists it, marks it read and leads to it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const ana = await registerMember(request, { firstName: "Ana", lastName: "Silva" });
    const post = await (
      await request.post("/api/posts", { headers: auth(me.token), data: { content: "Who knows a good tailor?" } })
    ).json();
    // Each must have landed before the page is read: without scripts the bell shows what the page load counted.
    const requested = await request.post("/api/connections/request", {
      headers: auth(ana.token),
      data: { receiverId: me.id },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const commented = await request.post(`/api/posts/${post.id}/comments`, {
      headers: auth(ana.token),
      data: { content: "My uncle, on Rua Augusta" },
    });
    expect(commented.status(), await commented.text()).toBe(201);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const bell = page.getByTestId("nav-notifications");
    await expect(bell).toHaveAccessibleName("Notifications: 2 unread");
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const items = page.getByTestId("notification");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("Ana Silva commented on your post: “My uncle, on Rua Augusta”");
    await expect(items.nth(0)).toContainText("New");
    await expect(items.nth(1)).toContainText("Ana Silva sent you a connection request");
    // Viewing them marked them read: the bell is clear here and on the next page.
    await expect(bell).toHaveAccessibleName("Notifications: 0 unread");
    await items
      .nth(0)
      .getByRole("link", { name: /commented on your post/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/posts/${post.id}#comments$`));
    await expect(page.getByTestId("nav-notifications")).toHaveAccessibleName("Notifications: 0 unread");
    await page.goto("/notifications");
    await expect(page.getByTestId("notification").first()).not.toContainText("New");
  });

  test("past 99 unread, the bell and the phone's More say 99+, in their names as on screen", async ({
    page,
    request,
    baseURL,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const { db } = await model();
    await db.notification.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        userId: me.id,
        type: "post_comment",
        summary: `commented on your post ${i}`,
        link: "/",
      })),
    });
    await page.goto("/events");
    // WCAG 2.5.3: the visible "99+" is in the accessible name (it said "120 unread" beside a "99+").
    const bell = page.getByTestId("nav-notifications");
    await expect(bell).toHaveAccessibleName("Notifications: 99+ unread");
    await expect(bell).toHaveText("99+");
    await page.setViewportSize({ width: 360, height: 740 });
    const bar = page.getByRole("navigation", { name: "Mobile" });
    // A button with scripts, a disclosure's summary without (phone-shell.spec.ts).
    await bar
      .getByRole("button", { name: "More" })
      .or(bar.locator("summary", { hasText: "More" }))
      .click();
    await expect(bar.getByRole("link", { name: "Notifications: 99+ unread" })).toContainText("99+");
  });

  test("Mark all read clears what the page did not show; an empty list says so", async ({ page, request, baseURL }) => {
    const me = await signInNewMember(page, request, baseURL!);
    await page.goto("/notifications");
    await expect(page.getByTestId("empty-state")).toContainText("No notifications yet");
    // Elsewhere (with JS, the open notifications page would show, and so mark read, what arrives).
    await page.goto("/events");
    const others = await Promise.all(Array.from({ length: 22 }, () => registerMember(request)));
    for (const other of others)
      await request.post("/api/connections/request", { headers: auth(other.token), data: { receiverId: me.id } });
    await page.goto("/notifications");
    await expect(page.getByTestId("notification")).toHaveCount(20);
    // The 20 shown are read; the 2 older ones are not.
    await expect(page.getByTestId("nav-notifications")).toHaveAccessibleName("Notifications: 2 unread");
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(toast(page)).toContainText("All caught up");
    await expect(page.getByTestId("nav-notifications")).toHaveAccessibleName("Notifications: 0 unread");
    await page.getByRole("link", { name: "Older notifications" }).click();
    await expect(page.getByTestId("notification")).toHaveCount(2);
    await expect(page.getByTestId("notification").first()).not.toContainText("New");
  });

  test("with JS, the bell updates live when something happens", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "live updates are the enhancement; without JS the count is right on the next page");
    const me = await signInNewMember(page, request, baseURL!);
    const ben = await registerMember(request);
    await page.goto("/events");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("nav-notifications")).toHaveAccessibleName("Notifications: 0 unread");
    await request.post("/api/connections/request", { headers: auth(ben.token), data: { receiverId: me.id } });
    await expect(page.getByTestId("nav-notifications")).toHaveAccessibleName("Notifications: 1 unread", {
      timeout: 10_000,
    });
  });

  test("with JS, what happens between the page's render and its socket opening shows too", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "live updates are the enhancement");
    const me = await signInNewMember(page, request, baseURL!);
    const ben = await registerMember(request);
    // The page's socket waits (a slow phone, a busy server) until the request below is in.
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.routeWebSocket(/\/ws/, async (socket) => {
      await held;
      socket.connectToServer();
    });
    await page.goto("/events");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("nav-notifications")).toHaveAccessibleName("Notifications: 0 unread");
    await request.post("/api/connections/request", { headers: auth(ben.token), data: { receiverId: me.id } });
    letThrough();
    await expect(page.getByTestId("nav-notifications")).toHaveAccessibleName("Notifications: 1 unread", {
      timeout: 10_000,
    });
  });
});
