import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { listAdvice, getAdviceThread } from "./advice.server";
import { listAdminActions } from "./audit.server";
import { blockMember } from "./blocks.server";
import { createEvent, getEvent, listEvents, listUpcomingEvents, setRsvp } from "./events.server";
import { sendMessage } from "./messages.server";
import { addComment, createPost, getComment, getPost, listComments, listFeed, toggleLike } from "./posts.server";
import { createReport, listReportQueue, listReports, moderateReport } from "./reports.server";
import { createService, getService, listServices } from "./services.server";
import type { Viewer } from "./viewer";

async function member(lastName: string): Promise<Viewer & { firstName: string; lastName: string }> {
  const { user } = await createMember({ firstName: "Reporty", lastName });
  return { id: user.id, role: user.role, firstName: user.firstName, lastName: user.lastName };
}
async function admin(lastName: string) {
  const person = await member(lastName);
  await db.user.update({ where: { id: person.id }, data: { role: "admin" } });
  return { ...person, role: "admin" as const };
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const tagged = () => `zr${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("reports", () => {
  it("takes one open report per member and item, refuses one's own items and items one cannot see", async () => {
    const tag = tagged();
    const [author, reader, stranger] = [await member(`${tag}a`), await member(`${tag}r`), await member(`${tag}s`)];
    const post = await createPost(author, { content: `bad ${tag}` });
    const report = await createReport(reader, {
      subjectType: "post",
      subjectId: post.id,
      reason: "spam",
      note: "  selling things  ",
    });
    expect(report).toMatchObject({
      subjectType: "post",
      subjectId: post.id,
      reason: "spam",
      note: "selling things",
      status: "open",
      resolution: null,
    });
    await expect(
      createReport(reader, { subjectType: "post", subjectId: post.id, reason: "hate" }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createReport(author, { subjectType: "post", subjectId: post.id, reason: "spam" }),
    ).rejects.toMatchObject({ status: 400, message: "You can't report your own post" });
    await expect(
      createReport(reader, { subjectType: "post", subjectId: "nope", reason: "spam" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      createReport(reader, { subjectType: "user", subjectId: reader.id, reason: "spam" }),
    ).rejects.toMatchObject({ status: 400 });
    // A message: only its receiver can report it.
    const message = await sendMessage(author, { receiverId: reader.id, content: "buy now" });
    await expect(
      createReport(stranger, { subjectType: "message", subjectId: message.id, reason: "spam" }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await createReport(reader, { subjectType: "message", subjectId: message.id, reason: "scam" })).toMatchObject(
      { status: "open" },
    );
    // Blocked either way: the item does not exist for the reporter.
    await blockMember(stranger, author.id);
    await expect(
      createReport(stranger, { subjectType: "post", subjectId: post.id, reason: "spam" }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await db.report.count({ where: { subjectId: post.id } })).toBe(1);
  });

  it("refuses bad input with a 400 naming the field, writing nothing", async () => {
    const reader = await member(`${tagged()}bad`);
    const before = await db.report.count();
    for (const [input, field] of [
      [{ subjectType: "planet", subjectId: "x", reason: "spam" }, "subjectType"],
      [{ subjectType: "post", subjectId: "", reason: "spam" }, "subjectId"],
      [{ subjectType: "post", subjectId: "x", reason: "boring" }, "reason"],
      [{ subjectType: "post", subjectId: "x", reason: "spam", note: "n".repeat(501) }, "note"],
      [{ subjectType: "post", subjectId: "x", reason: "spam", note: 42 }, "note"],
      [{ subjectType: "post", subjectId: "x", reason: "spam", note: "bad \u0000 byte" }, "note"],
      [{ subjectType: "post", subjectId: "x", reason: "spam", note: "lone \ud800" }, "note"],
    ] as const) {
      await expect(createReport(reader, input), JSON.stringify(input)).rejects.toMatchObject({
        status: 400,
        fields: expect.objectContaining({ [field]: expect.any(String) }),
      });
    }
    expect(await db.report.count()).toBe(before);
  });

  it("is resolved by admins only: hide keeps the item for its author and admins, resolving every open report on it", async () => {
    const tag = tagged();
    const [author, one, two, boss] = [
      await member(`${tag}a`),
      await member(`${tag}1`),
      await member(`${tag}2`),
      await admin(`${tag}boss`),
    ];
    const post = await createPost(author, { content: `hide me ${tag}` });
    const first = await createReport(one, { subjectType: "post", subjectId: post.id, reason: "spam" });
    await createReport(two, { subjectType: "post", subjectId: post.id, reason: "scam", note: "asks for money" });
    await expect(moderateReport(one as never, first.id, "hide")).rejects.toMatchObject({ status: 403 });
    await expect(listReportQueue(one)).rejects.toMatchObject({ status: 403 });

    const queue = await listReportQueue(boss);
    const group = queue.groups.find((g) => g.subject.id === post.id);
    expect(group?.subject).toMatchObject({
      type: "post",
      exists: true,
      text: `hide me ${tag}`,
      owner: { id: author.id },
      link: `/posts/${post.id}`,
      isHidden: false,
    });
    expect(group?.reports.map((r) => r.reason).sort()).toEqual(["scam", "spam"]);

    expect(await moderateReport(boss, first.id, "hide")).toEqual({ reportId: first.id, action: "hide", resolved: 2 });
    await expect(moderateReport(boss, first.id, "dismiss")).rejects.toMatchObject({ status: 409 });
    // Gone for others, everywhere; still there, marked, for its author and admins.
    expect((await listFeed(one, { limit: 50 })).posts.map((p) => p.id)).not.toContain(post.id);
    await expect(getPost(one, post.id)).rejects.toMatchObject({ status: 404 });
    await expect(toggleLike(one, post.id)).rejects.toMatchObject({ status: 404 });
    await expect(addComment(one, post.id, { content: "hi" })).rejects.toMatchObject({ status: 404 });
    expect(await getPost(author, post.id)).toMatchObject({ isHidden: true });
    expect((await listFeed(author, { limit: 50, authorId: author.id })).posts[0]).toMatchObject({
      id: post.id,
      isHidden: true,
    });
    expect(await getPost(boss, post.id)).toMatchObject({ isHidden: true });
    expect((await listReportQueue(boss)).groups.map((g) => g.subject.id)).not.toContain(post.id);
    const resolved = (await listReports(boss, { status: "resolved", limit: 100 })).reports.filter(
      (r) => r.subjectId === post.id,
    );
    expect(resolved.map((r) => [r.resolution, r.resolvedByName])).toEqual([
      ["hidden", `${boss.firstName} ${boss.lastName}`],
      ["hidden", `${boss.firstName} ${boss.lastName}`],
    ]);
    const audit = await listAdminActions(boss, { subjectType: "post", subjectId: post.id });
    expect(audit.items.map((a) => [a.action, a.actorId, a.note])).toEqual([["post.hide", boss.id, "2 reports"]]);
    // Unhide brings it back for everyone.
    await moderateReport(boss, first.id, "unhide");
    expect(await getPost(one, post.id)).toMatchObject({ isHidden: false });
    // A new report on it may be made again (the earlier one is resolved).
    expect(await createReport(one, { subjectType: "post", subjectId: post.id, reason: "other" })).toMatchObject({
      status: "open",
    });
  });

  it("hides comments, services and events from lists and direct links, and hidden events take no RSVPs", async () => {
    const tag = tagged();
    const [author, reader, boss] = [await member(`${tag}a`), await member(`${tag}r`), await admin(`${tag}b`)];
    const host = await createPost(reader, { content: `host ${tag}` });
    const comment = await addComment(author, host.id, { content: `rude ${tag}` });
    const question = await createPost(reader, { content: `question ${tag}`, type: "advice", category: "Housing" });
    const answer = await addComment(author, question.id, { content: `rude answer ${tag}` });
    const service = await createService(author, {
      title: `service ${tag}`,
      description: "help",
      category: "Legal Help",
    });
    const event = await createEvent(author, { title: `event ${tag}`, eventDate: inDays(4) });
    for (const [subjectType, subjectId] of [
      ["comment", comment.id],
      ["comment", answer.id],
      ["service", service.id],
      ["event", event.id],
    ] as const) {
      const report = await createReport(reader, { subjectType, subjectId, reason: "inappropriate" });
      await moderateReport(boss, report.id, "hide");
    }
    expect((await listComments(reader, host.id)).comments.map((c) => c.id)).not.toContain(comment.id);
    await expect(getComment(reader, comment.id)).rejects.toMatchObject({ status: 404 });
    expect((await listComments(author, host.id)).comments.find((c) => c.id === comment.id)).toMatchObject({
      isHidden: true,
    });
    expect((await getAdviceThread(reader, question.id)).responses.map((r) => r.id)).not.toContain(answer.id);
    expect((await listServices(reader, { q: tag })).services).toEqual([]);
    await expect(getService(reader, service.id)).rejects.toMatchObject({ status: 404 });
    expect(await getService(author, service.id)).toMatchObject({ isHidden: true });
    expect((await listEvents(reader, { q: tag })).events).toEqual([]);
    await expect(getEvent(reader, event.id)).rejects.toMatchObject({ status: 404 });
    await expect(setRsvp(reader, event.id, { status: "attending" })).rejects.toMatchObject({ status: 404 });
    expect((await listUpcomingEvents(50)).map((e) => e.id)).not.toContain(event.id);
    expect(await getEvent(author, event.id)).toMatchObject({ isHidden: true });
    expect((await listEvents(boss, { q: tag })).events.map((e) => e.id)).toEqual([event.id]);
    // Their feed announcements go with them.
    const feed = (await listFeed(reader, { limit: 50 })).posts.map((p) => p.content);
    expect(feed.some((content) => content.includes(`service ${tag}`) || content.includes(`event ${tag}`))).toBe(false);
    expect((await listAdvice(reader, { q: tag })).questions.map((q) => q.id)).toEqual([question.id]);
  });

  it("deletes, dismisses and suspends the author, each resolving the item's reports and leaving admins alone", async () => {
    const tag = tagged();
    const [author, reader, boss, otherAdmin] = [
      await member(`${tag}a`),
      await member(`${tag}r`),
      await admin(`${tag}b`),
      await admin(`${tag}o`),
    ];
    const doomed = await createPost(author, { content: `doomed ${tag}` });
    const fine = await createPost(author, { content: `fine ${tag}` });
    const message = await sendMessage(author, { receiverId: reader.id, content: `spam ${tag}` });
    const r1 = await createReport(reader, { subjectType: "post", subjectId: doomed.id, reason: "spam" });
    const r2 = await createReport(reader, { subjectType: "post", subjectId: fine.id, reason: "other" });
    const r3 = await createReport(reader, { subjectType: "message", subjectId: message.id, reason: "scam" });
    const r4 = await createReport(reader, { subjectType: "user", subjectId: otherAdmin.id, reason: "harassment" });

    await expect(moderateReport(boss, r3.id, "hide")).rejects.toMatchObject({ status: 400 });
    await expect(moderateReport(boss, r4.id, "delete")).rejects.toMatchObject({ status: 400 });
    await expect(moderateReport(boss, r1.id, "ban")).rejects.toMatchObject({ status: 400 });
    await expect(moderateReport(boss, "missing", "dismiss")).rejects.toMatchObject({ status: 404 });
    // An admin cannot be suspended: nothing changes, the report stays open.
    await expect(moderateReport(boss, r4.id, "suspend")).rejects.toMatchObject({ status: 409 });
    expect((await listReports(boss, { limit: 100 })).reports.map((r) => r.id)).toContain(r4.id);

    await moderateReport(boss, r1.id, "delete");
    expect(await db.post.count({ where: { id: doomed.id } })).toBe(0);
    await moderateReport(boss, r2.id, "dismiss");
    expect(await db.post.count({ where: { id: fine.id } })).toBe(1);
    await moderateReport(boss, r3.id, "suspend");
    expect((await db.user.findUniqueOrThrow({ where: { id: author.id }, select: { status: true } })).status).toBe(
      "suspended",
    );
    expect(await db.session.count({ where: { userId: author.id } })).toBe(0);

    const resolutions = Object.fromEntries(
      (await listReports(boss, { status: "resolved", limit: 100 })).reports.map((r) => [r.id, r.resolution]),
    );
    expect([resolutions[r1.id], resolutions[r2.id], resolutions[r3.id]]).toEqual(["deleted", "dismissed", "suspended"]);
    const actions = (await listAdminActions(boss, { limit: 100 })).items
      .filter((a) => [doomed.id, fine.id, author.id].includes(a.subjectId))
      .map((a) => a.action);
    expect(actions.sort()).toEqual(["post.delete", "report.dismiss", "user.suspend"]);
    // A report whose item is gone shows so in the queue instead of failing.
    const r5 = await createReport(reader, {
      subjectType: "user",
      subjectId: (await member(`${tag}x`)).id,
      reason: "spam",
    });
    await db.user.delete({
      where: {
        id: (await db.report.findUniqueOrThrow({ where: { id: r5.id }, select: { subjectId: true } })).subjectId,
      },
    });
    const gone = (await listReportQueue(boss)).groups.find((g) => g.reports.some((r) => r.id === r5.id));
    expect(gone?.subject).toMatchObject({ exists: false, text: "This item no longer exists." });
  });

  it("builds a queue page with a fixed number of statements whatever the number of reports", async () => {
    const tag = tagged();
    const boss = await admin(`${tag}b`);
    const reader = await member(`${tag}r`);
    const author = await member(`${tag}a`);
    const reportPosts = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const post = await createPost(author, { content: `q${i} ${tag}` });
        await createReport(reader, { subjectType: "post", subjectId: post.id, reason: "spam" });
        await createReport(author, { subjectType: "user", subjectId: reader.id, reason: "spam" }).catch(
          () => undefined,
        );
      }
    };
    await reportPosts(2);
    const small = await countStatements(() => listReportQueue(boss));
    await reportPosts(8);
    const large = await countStatements(() => listReportQueue(boss));
    expect(large.result.groups.flatMap((g) => g.reports).length).toBeGreaterThan(
      small.result.groups.flatMap((g) => g.reports).length,
    );
    // Two groupings, the reports, and a statement or two per kind of item on the page: never one per report.
    expect(large.statements.length).toBeLessThanOrEqual(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(16);
  });
});
