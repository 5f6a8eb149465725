// POST /api/reports for members; /api/admin/reports for admins: list, hide, unhide, delete, dismiss,
// suspend the author; every refusal a 4xx JSON naming the problem, nothing written, never a 500.
import { expect, test } from "./test";
import { auditRowsAbout, DEMO_ADMIN, registerMember, sessionFor, userStatus } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let adminToken: string;
test.beforeAll(async () => {
  adminToken = await sessionFor(DEMO_ADMIN.email);
});

test.describe("reports API", () => {
  test("a member reports a post once; refusals are 4xx naming the field", async ({ request }) => {
    const [author, reader] = [
      await registerMember(request, { lastName: "Author" }),
      await registerMember(request, { lastName: "Reader" }),
    ];
    const post = await (
      await request.post("/api/posts", { headers: auth(author.token), data: { content: "Cheap watches, DM me" } })
    ).json();
    expect(
      (
        await request.post("/api/reports", { data: { subjectType: "post", subjectId: post.id, reason: "spam" } })
      ).status(),
    ).toBe(401);
    const created = await request.post("/api/reports", {
      headers: auth(reader.token),
      data: { subjectType: "post", subjectId: post.id, reason: "spam", note: "advertising" },
    });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({
      subjectType: "post",
      subjectId: post.id,
      reason: "spam",
      note: "advertising",
      status: "open",
    });
    const again = await request.post("/api/reports", {
      headers: auth(reader.token),
      data: { subjectType: "post", subjectId: post.id, reason: "hate" },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.message).toBe("You have already reported this post; an admin will look at it.");
    expect(
      (
        await request.post("/api/reports", {
          headers: auth(author.token),
          data: { subjectType: "post", subjectId: post.id, reason: "spam" },
        })
      ).status(),
    ).toBe(400);
    expect(
      (
        await request.post("/api/reports", {
          headers: auth(reader.token),
          data: { subjectType: "post", subjectId: "nope", reason: "spam" },
        })
      ).status(),
    ).toBe(404);
    for (const [data, field] of [
      [{ subjectType: "planet", subjectId: post.id, reason: "spam" }, "subjectType"],
      [{ subjectType: "post", subjectId: 7, reason: "spam" }, "subjectId"],
      [{ subjectType: "post", subjectId: post.id }, "reason"],
      [{ subjectType: "post", subjectId: post.id, reason: "spam", note: "x".repeat(501) }, "note"],
      [{ subjectType: "post", subjectId: post.id, reason: "spam", note: "\u0000" }, "note"],
    ] as const) {
      const refused = await request.post("/api/reports", { headers: auth(reader.token), data });
      expect(refused.status(), JSON.stringify(data)).toBe(400);
      expect((await refused.json()).error.fields, JSON.stringify(data)).toHaveProperty(field);
    }
    for (const body of ["not json", "[1,2]", "null"]) {
      const refused = await request.post("/api/reports", {
        headers: { ...auth(reader.token), "Content-Type": "application/json" },
        data: body,
      });
      expect(refused.status(), body).toBe(400);
    }
    expect((await request.get("/api/reports", { headers: auth(reader.token) })).status()).toBe(405);
  });

  test("an admin lists reports with the item in context, hides, unhides, dismisses and suspends", async ({
    request,
  }) => {
    const [author, reader] = [
      await registerMember(request, { lastName: "Spammer" }),
      await registerMember(request, { lastName: "Reader" }),
    ];
    const post = await (
      await request.post("/api/posts", { headers: auth(author.token), data: { content: "Send me your bank details" } })
    ).json();
    const report = await (
      await request.post("/api/reports", {
        headers: auth(reader.token),
        data: { subjectType: "post", subjectId: post.id, reason: "scam" },
      })
    ).json();
    expect((await request.get("/api/admin/reports", { headers: auth(reader.token) })).status()).toBe(403);

    const listed = await request.get("/api/admin/reports?limit=100", { headers: auth(adminToken) });
    expect(listed.status()).toBe(200);
    const mine = (await listed.json()).find((row: { id: string }) => row.id === report.id);
    expect(mine).toMatchObject({
      reason: "scam",
      reporter: { id: reader.id },
      subject: { type: "post", exists: true, text: "Send me your bank details", owner: { id: author.id } },
    });
    expect(JSON.stringify(mine)).not.toMatch(/email|passwordHash/);
    expect((await request.get("/api/admin/reports?status=closed", { headers: auth(adminToken) })).status()).toBe(400);
    expect((await request.get("/api/admin/reports?cursor=junk!", { headers: auth(adminToken) })).status()).toBe(400);

    expect((await request.post(`/api/admin/reports/${report.id}/ban`, { headers: auth(adminToken) })).status()).toBe(
      400,
    );
    expect(
      (await request.post("/api/admin/reports/no-such-report/dismiss", { headers: auth(adminToken) })).status(),
    ).toBe(404);
    const hidden = await request.post(`/api/admin/reports/${report.id}/hide`, { headers: auth(adminToken) });
    expect(hidden.status()).toBe(200);
    expect(await hidden.json()).toEqual({ reportId: report.id, action: "hide", resolved: 1 });
    expect((await request.get(`/api/posts/${post.id}`, { headers: auth(reader.token) })).status()).toBe(404);
    expect(await (await request.get(`/api/posts/${post.id}`, { headers: auth(author.token) })).json()).toMatchObject({
      isHidden: true,
    });
    expect(
      (await request.post(`/api/admin/reports/${report.id}/dismiss`, { headers: auth(adminToken) })).status(),
    ).toBe(409);
    const resolved = await (
      await request.get("/api/admin/reports?status=resolved&limit=100", { headers: auth(adminToken) })
    ).json();
    expect(resolved.find((row: { id: string }) => row.id === report.id)).toMatchObject({
      status: "resolved",
      resolution: "hidden",
      resolvedByName: expect.any(String),
    });
    expect((await auditRowsAbout(post.id)).map((row) => row.action)).toEqual(["post.hide"]);
    expect((await request.post(`/api/admin/reports/${report.id}/unhide`, { headers: auth(adminToken) })).status()).toBe(
      200,
    );
    expect((await request.get(`/api/posts/${post.id}`, { headers: auth(reader.token) })).status()).toBe(200);

    // A member report: suspend the author; their Bearer token stops working at once.
    const aboutAuthor = await (
      await request.post("/api/reports", {
        headers: auth(reader.token),
        data: { subjectType: "user", subjectId: author.id, reason: "scam" },
      })
    ).json();
    expect(
      (await request.post(`/api/admin/reports/${aboutAuthor.id}/hide`, { headers: auth(adminToken) })).status(),
    ).toBe(400);
    expect(
      (await request.post(`/api/admin/reports/${aboutAuthor.id}/suspend`, { headers: auth(adminToken) })).status(),
    ).toBe(200);
    expect(await userStatus(author.id)).toBe("suspended");
    expect((await request.get("/api/feed", { headers: auth(author.token) })).status()).toBe(401);
  });
});
