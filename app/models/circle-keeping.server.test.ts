// Circle hosts (issue 47, decision 087): what a host may do in their circle only, and a table of every host act
// against their own and another circle in every state of the host; pins, removal and restore, mutes and their
// expiry, reports handed to admins, offers to host, and the audit rows.
import { createMember } from "../../tests/setup/factories";
import { db } from "~/server/db.server";
import { isAppError } from "~/lib/errors";
import { addComment, createPost, listFeed } from "./posts.server";
import { createReport } from "./reports.server";
import { suspendUser } from "./accounts.server";
import { circleHostRole } from "./circle-hosts.server";
import {
  appointCircleHost,
  decideHostOffer,
  escalateCircleReports,
  getCircleSettings,
  listCircleReports,
  loadCircleKeeping,
  muteCircleMember,
  offerToHost,
  pinCirclePost,
  removeCircleHost,
  removeCirclePost,
  restoreCirclePost,
  setHostingBar,
  unpinCirclePost,
  updateCircleSettings,
} from "./circle-keeping.server";
import type { Viewer } from "./viewer";

const usedPlaces = new Set<number>();
async function place(): Promise<number> {
  const rows = await db.place.findMany({
    where: { population: { gte: 1100, lt: 1200 }, id: { notIn: [...usedPlaces] } },
    orderBy: { id: "asc" },
    skip: Math.floor(Math.random() * 200),
    take: 1,
    select: { id: true },
  });
  usedPlaces.add(rows[0].id);
  return rows[0].id;
}

async function memberIn(placeId: number, homeland = "Nigeria", role: "member" | "admin" = "member") {
  const { user } = await createMember({ firstName: role === "admin" ? "Ada" : "Member" });
  await db.user.update({ where: { id: user.id }, data: { placeId, countryOfOrigin: homeland, role } });
  const viewer: Viewer & { firstName: string; lastName: string } = {
    id: user.id,
    role,
    firstName: user.firstName,
    lastName: user.lastName,
  };
  return viewer;
}

/** A circle in a town of its own: its host, a member who posts, the admin, and the town's circle beside it. */
async function circleWithHost() {
  const placeId = await place();
  const own = `from-nigeria-in-${placeId}`;
  const other = `city-${placeId}`;
  const [admin, host, author] = await Promise.all([
    memberIn(placeId, "Ghana", "admin"),
    memberIn(placeId),
    memberIn(placeId),
  ]);
  await appointCircleHost(admin, own, host.id);
  const posts: Record<string, string> = {};
  for (const circleId of [own, other])
    posts[circleId] = (await createPost(author, { content: `Cheap watches in ${circleId}`, circleId })).id;
  return { placeId, own, other, admin, host, author, posts };
}

type Fixture = Awaited<ReturnType<typeof circleWithHost>>;

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return "allowed";
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.code;
  }
}

const ACTS: Record<string, (f: Fixture, actor: Viewer, circleId: string) => Promise<unknown>> = {
  settings: (f, actor, c) => updateCircleSettings(actor, c, { welcome: "Welcome!", rules: "Be kind." }),
  reports: (f, actor, c) => listCircleReports(actor, c),
  escalate: (f, actor, c) => escalateCircleReports(actor, c, f.posts[c]),
  pin: (f, actor, c) => pinCirclePost(actor, c, f.posts[c]),
  unpin: async (f, actor, c) => {
    await db.circlePin.upsert({
      where: { circleId_postId: { circleId: c, postId: f.posts[c] } },
      create: { circleId: c, postId: f.posts[c] },
      update: {},
    });
    return unpinCirclePost(actor, c, f.posts[c]);
  },
  mute: (f, actor, c) => muteCircleMember(actor, c, { userId: f.author.id, days: 1 }),
  remove: (f, actor, c) => removeCirclePost(actor, c, f.posts[c], { reason: "Spam" }),
  // Never a host's: appointing hosts and touching accounts.
  appointHost: (f, actor, c) => appointCircleHost(actor, c, f.author.id),
  suspendAccount: (f, actor) => suspendUser(actor as never, f.author.id, { reason: "Spam" }),
};
const HOST_ACTS = ["settings", "reports", "escalate", "pin", "unpin", "mute", "remove"];

const STATES: Record<string, (f: Fixture) => Promise<unknown>> = {
  "active host": async () => {},
  "removed host": (f) => removeCircleHost(f.admin, f.own, f.host.id),
  suspended: (f) => db.user.update({ where: { id: f.host.id }, data: { status: "suspended" } }),
  deleted: (f) => db.user.update({ where: { id: f.host.id }, data: { status: "deleted" } }),
  "left the circle": (f) => db.circleChoice.create({ data: { userId: f.host.id, circleId: f.own, state: "left" } }),
  "never a host": (f) => db.circleHost.deleteMany({ where: { userId: f.host.id } }),
  "barred by the admin team": (f) => setHostingBar(f.admin, f.host.id, true),
};

describe("circle hosts: what a host can never do", () => {
  it("every act × own and other circle × every state of the host: only an active host, in their own circle", async () => {
    // Each state in a circle of its own, all at once.
    const tables = await Promise.all(
      Object.entries(STATES).map(async ([state, enter]) => {
        const lines: string[] = [];
        const f = await circleWithHost();
        await enter(f);
        const before = await db.adminAction.count({ where: { actorId: f.host.id } });
        let allowed = 0;
        // The page (its own read of the same facts, decided by the same rule) and the list of hosts agree.
        for (const where of ["other", "own"] as const) {
          const expected = state === "active host" && where === "own";
          const shown = (await loadCircleKeeping(f.host, f[where])).viewerIsHost;
          const listed = (await getCircleSettings(f.author, f[where])).hosts.some((one) => one.id === f.host.id);
          for (const [what, got] of [
            ["page shows host tools", shown],
            ["listed as host", listed],
          ] as const)
            lines.push(`${state} | ${where} | ${what} | ${got}${got === expected ? "" : `  (expected ${expected})`}`);
        }
        // The own circle last, and removal last of all: a removal takes the post out of the circle.
        for (const where of ["other", "own"] as const)
          for (const act of Object.keys(ACTS)) {
            const expected =
              state === "active host" && where === "own" && HOST_ACTS.includes(act) ? "allowed" : "forbidden";
            const got = await refusal(ACTS[act](f, f.host, f[where]));
            // Listing reports is a read: not in the audit log.
            if (got === "allowed" && act !== "reports") allowed += 1;
            lines.push(`${state} | ${where} | ${act} | ${got}${got === expected ? "" : `  (expected ${expected})`}`);
          }
        // Each allowed act wrote its audit row with the host as actor and the circle; a refused one wrote nothing.
        const rows = await db.adminAction.findMany({
          where: { actorId: f.host.id },
          select: { action: true, circleId: true },
        });
        expect(rows.length - before).toBe(allowed);
        expect(rows.every((row) => row.circleId === f.own)).toBe(true);
        return lines;
      }),
    );
    const table = tables.flat();
    expect(table.filter((line) => line.includes("expected"))).toEqual([]);
    expect(table).toHaveLength(Object.keys(STATES).length * 2 * (Object.keys(ACTS).length + 2));
  });
});

describe("circle hosts", () => {
  it("admins appoint and remove hosts (members of the circle); hosts are shown while their role has effect", async () => {
    const f = await circleWithHost();
    expect((await getCircleSettings(f.author, f.own)).hosts.map((host) => host.id)).toEqual([f.host.id]);
    // Not a member: refused. Not an admin: refused.
    const stranger = await memberIn(await place(), "Peru");
    expect(await refusal(appointCircleHost(f.admin, f.own, stranger.id))).toBe("conflict");
    expect(await refusal(appointCircleHost(f.host, f.own, f.author.id))).toBe("forbidden");
    // The appointed member is told.
    const told = await db.notification.findFirst({ where: { userId: f.host.id, type: "circle_moderation" } });
    expect(told?.summary).toMatch(/host/);
    // A host who left is not shown (nor acts); back in, they are again.
    await db.circleChoice.create({ data: { userId: f.host.id, circleId: f.own, state: "left" } });
    expect((await getCircleSettings(f.author, f.own)).hosts).toEqual([]);
    expect(await circleHostRole(f.host, f.own)).toBeNull();
    await db.circleChoice.deleteMany({ where: { userId: f.host.id } });
    expect(await circleHostRole(f.host, f.own)).toBe("host");
    await removeCircleHost(f.admin, f.own, f.host.id);
    expect((await getCircleSettings(f.author, f.own)).hosts).toEqual([]);
    expect(await refusal(removeCircleHost(f.admin, f.own, f.host.id))).toBe("not_found");
    const audit = await db.adminAction.findMany({
      where: { actorId: f.admin.id },
      select: { action: true, circleId: true },
    });
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "circle.host_appoint", circleId: f.own },
        { action: "circle.host_remove", circleId: f.own },
      ]),
    );
  });

  it("a member offers to host a circle with none; an admin approves or declines, and they are told", async () => {
    const placeId = await place();
    const circleId = `from-peru-in-${placeId}`;
    const [admin, ana, ben] = await Promise.all([
      memberIn(placeId, "Ghana", "admin"),
      memberIn(placeId, "Peru"),
      memberIn(placeId, "Peru"),
    ]);
    expect((await loadCircleKeeping(ana, circleId)).canOffer).toBe(true);
    await offerToHost(ana, circleId);
    await offerToHost(ben, circleId);
    const keeping = await loadCircleKeeping(admin, circleId);
    expect(keeping.offers?.map((offer) => offer.id).sort()).toEqual([ana.id, ben.id].sort());
    expect((await loadCircleKeeping(ana, circleId)).offerPending).toBe(true);
    expect(await refusal(decideHostOffer(ana, circleId, ben.id, true))).toBe("forbidden");
    await decideHostOffer(admin, circleId, ana.id, true);
    await decideHostOffer(admin, circleId, ben.id, false);
    expect(await circleHostRole(ana, circleId)).toBe("host");
    expect(await circleHostRole(ben, circleId)).toBeNull();
    const told = await db.notification.findMany({
      where: { userId: { in: [ana.id, ben.id] }, type: "circle_moderation" },
      select: { userId: true, summary: true },
    });
    expect(told.find((row) => row.userId === ana.id)?.summary).toMatch(/approved/);
    expect(told.find((row) => row.userId === ben.id)?.summary).toMatch(/declined/);
    // Now it has a host: no more offers.
    expect(await refusal(offerToHost(ben, circleId))).toBe("conflict");
  });

  it("welcome and rules are the circle's; pins are its posts only, at most 3", async () => {
    const f = await circleWithHost();
    await updateCircleSettings(f.host, f.own, { welcome: "  Welcome, neighbours  ", rules: "No selling." });
    expect(await getCircleSettings(f.author, f.own)).toMatchObject({
      welcome: "Welcome, neighbours",
      rules: "No selling.",
    });
    expect(await getCircleSettings(f.author, f.other)).toMatchObject({ welcome: "", rules: "" });
    expect(await refusal(updateCircleSettings(f.host, f.own, { welcome: "x".repeat(1001) }))).toBe("validation");
    // Another circle's post cannot be pinned here.
    expect(await refusal(pinCirclePost(f.host, f.own, f.posts[f.other]))).toBe("not_found");
    const more = [];
    for (let i = 0; i < 3; i += 1)
      more.push((await createPost(f.author, { content: `Post ${i}`, circleId: f.own })).id);
    await pinCirclePost(f.host, f.own, f.posts[f.own]);
    await pinCirclePost(f.host, f.own, more[0]);
    const pins = await pinCirclePost(f.host, f.own, more[1]);
    expect(pins.postIds).toEqual([f.posts[f.own], more[0], more[1]]);
    // Pinning one again is the same answer; a fourth is refused.
    expect((await pinCirclePost(f.host, f.own, more[1])).postIds).toHaveLength(3);
    expect(await refusal(pinCirclePost(f.host, f.own, more[2]))).toBe("conflict");
    const page = await loadCircleKeeping(f.author, f.own);
    expect(page.pinned.map((post) => post.id)).toEqual(pins.postIds);
    expect(page.welcome).toBe("Welcome, neighbours");
  });

  it("a removed post leaves the circle with a reason its author is told; an admin restores it", async () => {
    const f = await circleWithHost();
    await pinCirclePost(f.host, f.own, f.posts[f.own]);
    const removal = await removeCirclePost(f.host, f.own, f.posts[f.own], { reason: "Selling is not allowed here" });
    const feed = await listFeed(f.author, { filter: { kind: "circle", circleId: f.own } });
    expect(feed.posts.map((post) => post.id)).not.toContain(f.posts[f.own]);
    expect((await loadCircleKeeping(f.author, f.own)).pinned).toEqual([]);
    const told = await db.notification.findFirst({
      where: { userId: f.author.id, type: "circle_moderation" },
      select: { summary: true, link: true },
    });
    expect(told?.summary).toContain("Selling is not allowed here");
    // The host cannot remove it again (it is not in the circle), nor restore it; an admin can.
    expect(await refusal(removeCirclePost(f.host, f.own, f.posts[f.own], { reason: "again" }))).toBe("not_found");
    expect(await refusal(restoreCirclePost(f.host, removal.id))).toBe("forbidden");
    await restoreCirclePost(f.admin, removal.id);
    const back = await listFeed(f.author, { filter: { kind: "circle", circleId: f.own } });
    expect(back.posts.map((post) => post.id)).toContain(f.posts[f.own]);
    expect(await refusal(restoreCirclePost(f.admin, removal.id))).toBe("conflict");
    expect(await refusal(removeCirclePost(f.host, f.own, f.posts[f.own], { reason: "" }))).toBe("validation");
  });

  it("a muted member cannot post or comment in the circle until the mute ends, and is told until when", async () => {
    const f = await circleWithHost();
    const mute = await muteCircleMember(f.host, f.own, { userId: f.author.id, days: "7" });
    expect(new Date(mute.until).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const post = refusal(createPost(f.author, { content: "Still here", circleId: f.own }));
    expect(await post).toBe("forbidden");
    await expect(createPost(f.author, { content: "Still here", circleId: f.own })).rejects.toThrow(
      /muted in this circle until/,
    );
    expect(await refusal(addComment(f.author, f.posts[f.own], { content: "Hello" }))).toBe("forbidden");
    // Elsewhere they post as ever.
    expect(await refusal(addComment(f.author, f.posts[f.other], { content: "Hello" }))).toBe("allowed");
    expect(await refusal(createPost(f.author, { content: "Elsewhere", circleId: f.other }))).toBe("allowed");
    expect((await loadCircleKeeping(f.author, f.own)).mutedUntil).toBe(mute.until);
    const told = await db.notification.findFirst({ where: { userId: f.author.id, type: "circle_moderation" } });
    expect(told?.summary).toMatch(/muted/);
    // Only 1, 7 or 30 days; never a fellow host or an admin.
    expect(await refusal(muteCircleMember(f.host, f.own, { userId: f.author.id, days: 2 }))).toBe("validation");
    expect(await refusal(muteCircleMember(f.host, f.own, { userId: f.host.id, days: 1 }))).toBe("conflict");
    // Expiry is by time: no job.
    await db.circleMute.update({
      where: { circleId_userId: { circleId: f.own, userId: f.author.id } },
      data: { until: new Date(Date.now() - 1000) },
    });
    expect(await refusal(addComment(f.author, f.posts[f.own], { content: "Back" }))).toBe("allowed");
    expect((await loadCircleKeeping(f.author, f.own)).mutedUntil).toBeNull();
  });

  it("a host sees the reports about their circle's posts (never who reported) and hands them to the admins", async () => {
    const f = await circleWithHost();
    const reporter = await memberIn(f.placeId);
    await createReport(reporter, { subjectType: "post", subjectId: f.posts[f.own], reason: "spam" });
    await createReport(reporter, { subjectType: "post", subjectId: f.posts[f.other], reason: "spam" });
    const reports = await listCircleReports(f.host, f.own);
    expect(reports.map((report) => report.postId)).toEqual([f.posts[f.own]]);
    expect(JSON.stringify(reports)).not.toContain(reporter.id);
    expect(reports[0]).toMatchObject({ count: 1, reasons: ["spam"] });
    expect(await escalateCircleReports(f.host, f.own, f.posts[f.own])).toEqual({ escalated: 1 });
    expect(await listCircleReports(f.host, f.own)).toEqual([]);
    // Still open for the admins.
    expect(await db.report.count({ where: { subjectId: f.posts[f.own], openKey: "open" } })).toBe(1);
    // Acting first: a removal resolves the open reports about the post.
    const second = await memberIn(f.placeId);
    const post = await createPost(f.author, { content: "More spam", circleId: f.own });
    await createReport(second, { subjectType: "post", subjectId: post.id, reason: "spam" });
    await removeCirclePost(f.host, f.own, post.id, { reason: "Spam" });
    expect(await db.report.findFirst({ where: { subjectId: post.id }, select: { resolution: true } })).toEqual({
      resolution: "removed_from_circle",
    });
  });
});
