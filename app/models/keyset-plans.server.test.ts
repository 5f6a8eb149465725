// Issue 13: a keyset page deep in a list must cost what the first page costs. Each list's statement,
// asked for a page after a cursor, must seek its (key, id) index to the cursor, not scan the index from
// the first row and filter (what SQLite did with the plain `key < c OR (key = c AND id < i)` form: the
// feed 1,000 posts deep cost 5x its first page). SQLite only: its planner is the one that needs the bound.
import { createMember } from "../../tests/setup/factories";
import { databaseKind } from "../../prisma/database-url";
import { decodeCursor, encodeCursor } from "~/lib/cursor";
import { planOf } from "../../tests/setup/plans";
import { countStatements, db } from "~/server/db.server";
import { listActivityPage } from "./activity.server";
import { listAdminUsers } from "./admin.server";
import { listAdvice } from "./advice.server";
import { listConnectionRequests, listConnections } from "./connections.server";
import { listAdminActions } from "./audit.server";
import { listEvents } from "./events.server";
import { listConversations, listThread } from "./messages.server";
import { listNotifications } from "./notifications.server";
import { getCircle, listCircles } from "./circles.server";
import { feedQuery, listComments, listFeed } from "./posts.server";
import { listReports } from "./reports.server";
import { listServices } from "./services.server";
import type { Viewer } from "./viewer";

const onSqlite = databaseKind(process.env.DATABASE_URL ?? "file:") === "sqlite";
const cursor = encodeCursor({ createdAt: new Date("2026-06-01T12:00:00.000Z"), id: "zzzzzzzz" });

/** SQLite's plan for each statement `work` ran that reads `table` in keyset order. */
async function keysetPlans(table: string, key: string, work: () => Promise<unknown>): Promise<string[][]> {
  const { statements } = await countStatements(work);
  const keyset = statements.filter(
    (sql) =>
      new RegExp(`FROM [^ ]*["\`]${table}["\`]`).test(sql) && new RegExp(`ORDER BY [^ ]*["\`]${key}["\`]`).test(sql),
  );
  expect(keyset.length, `a keyset statement on ${table}`).toBeGreaterThan(0);
  return Promise.all(
    keyset.map(async (sql) => {
      // The plan is made when the statement is prepared, before values are bound: nulls do.
      const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
      const rows = await db.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${sql}`, ...params);
      return rows.map((row) => row.detail);
    }),
  );
}

function expectSeek(plans: string[][], table: string, key: string) {
  for (const plan of plans) {
    // The list's own read (a page picked as a subquery reads its table as `t`), not the lookups by key of the
    // rows it picked.
    const reads = plan.filter(
      (line) => new RegExp(`^(SCAN|SEARCH) ((main\\.)?${table}|p|t|e|u)\\b`).test(line) && !/ \(id=\?\)$/.test(line),
    );
    expect(reads, plan.join("\n")).toHaveLength(1);
    expect(reads[0], plan.join("\n")).toMatch(
      new RegExp(`^SEARCH .* USING (COVERING )?INDEX \\S+ \\((\\w+=\\? AND )*${key}[<>]`),
    );
  }
}

describe.runIf(onSqlite)("keyset pages seek to their cursor", () => {
  let member: Viewer;
  let admin: Viewer;
  beforeAll(async () => {
    member = (await createMember()).user;
    const other = (await createMember()).user;
    await db.user.update({ where: { id: other.id }, data: { role: "admin" } });
    admin = { id: other.id, role: "admin" };
  });

  const lists: Array<[string, string, string, () => Promise<unknown>]> = [
    ["the feed", "Post", "createdAt", () => listFeed(member, { cursor })],
    ["the feed, as an admin", "Post", "createdAt", () => listFeed(admin, { cursor })],
    [
      "the feed, my city",
      "Post",
      "createdAt",
      () => listFeed(member, { cursor, filter: { kind: "city", placeId: 1 } }),
    ],
    [
      "a circle's posts",
      "Post",
      "createdAt",
      () => listFeed(member, { cursor, filter: { kind: "circle", circleId: "from-brazil" } }),
    ],
    // Newest first everywhere ("anywhere"); the near lists' plans are near-plans.server.test.ts.
    ["services", "Service", "createdAt", () => listServices(member, {}, { cursor, within: "any" })],
    ["advice", "Post", "createdAt", () => listAdvice(member, {}, { cursor })],
    ["upcoming events", "Event", "eventDate", () => listEvents(member, { filter: "upcoming", within: "any", cursor })],
    ["past events", "Event", "eventDate", () => listEvents(member, { filter: "past", cursor })],
    ["notifications", "Notification", "createdAt", () => listNotifications(member, { cursor })],
    ["activity", "Activity", "createdAt", () => listActivityPage(member, { cursor })],
    ["the audit log", "AdminAction", "createdAt", () => listAdminActions(admin, { cursor })],
    ["open reports", "Report", "createdAt", () => listReports(admin, { status: "open", cursor })],
    // Issue 48: the rest of the lists that page by cursor.
    ["a member's posts (their profile)", "Post", "createdAt", () => listFeed(member, { authorId: admin.id, cursor })],
    // Each side of a member's connections in its own order (two reads, merged).
    ["connections", "Connection", "createdAt", () => listConnections(member, { cursor })],
    ["requests received", "Connection", "createdAt", () => listConnectionRequests(member, { cursor })],
    ["requests sent", "Connection", "createdAt", () => listConnectionRequests(member, { direction: "sent", cursor })],
    ["the admin users list", "User", "createdAt", () => listAdminUsers(admin, {}, { cursor })],
    [
      "the admin users list, suspended",
      "User",
      "createdAt",
      () => listAdminUsers(admin, { status: "suspended" }, { cursor }),
    ],
  ];

  it.each(lists)("%s", async (_name, table, key, work) => {
    expectSeek(await keysetPlans(table, key, work), table, key);
  });

  it("the admin's lists of the suspended and of the admins: their own partial indexes, not every member's date", async () => {
    for (const [filters, index] of [
      [{ status: "suspended" }, "User_suspended_createdAt_id_idx"],
      [{ role: "admin" }, "User_admin_createdAt_id_idx"],
    ] as const) {
      const plans = await keysetPlans("User", "createdAt", () => listAdminUsers(admin, filters, { cursor }));
      expect(plans.flat().join("\n")).toMatch(new RegExp(`SEARCH u USING (COVERING )?INDEX ${index} \\(createdAt<`));
    }
  });

  it("my events: read from the member's own keys (organizer, RSVPs), never by walking every event's date", async () => {
    const plans = await keysetPlans("Event", "eventDate", () => listEvents(member, { filter: "mine", cursor }));
    for (const plan of plans) {
      const text = plan.join("\n");
      expect(text).not.toMatch(/^SCAN (e|mo|r)\b/m);
      expect(text).toMatch(/SEARCH mo USING (COVERING )?INDEX Event_organizerId_idx \(organizerId=\?\)/);
      expect(text).toMatch(/SEARCH r USING (COVERING )?INDEX Rsvp_userId_status_idx \(userId=\?\)/);
      expect(text).not.toMatch(/SEARCH e USING (COVERING )?INDEX Event_eventDate_id_idx/);
    }
  });

  it("My circles: every source seeks its own index to the cursor; no read of Post walks the feed", async () => {
    const circleIds = ["from-brazil-in-2267057", "city-2267057", "from-brazil"];
    const filter = { kind: "circles" as const, memberId: member.id, circleIds };
    const { statements } = await countStatements(() => listFeed(member, { cursor, filter }));
    const params = Array.from({ length: (statements[0].match(/\?/g) ?? []).length }, () => null);
    const plan = (
      await db.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${statements[0]}`, ...params)
    ).map((row) => row.detail);
    const postReads = plan.filter((line) => /^(SCAN|SEARCH) (s|p)\b/.test(line));
    // A branch per circle, the member's own posts, their connections' posts; then the page's rows by id.
    expect(postReads.length, plan.join("\n")).toBe(circleIds.length + 3);
    for (const line of postReads) expect(line, plan.join("\n")).toMatch(/^SEARCH /);
    for (const line of postReads.filter((read) => read.includes("circleId")))
      expect(line).toMatch(/\(circleId=\? AND createdAt<\?\)/);
  });

  it("circle counts and the circles to join: from MemberTally's rows, never by counting members", async () => {
    const { statements } = await countStatements(async () => {
      await listCircles(member);
      await getCircle(member, "from-brazil-in-2267057");
      await getCircle(member, "from-brazil");
    });
    const plans = await Promise.all(
      statements
        .filter((sql) => sql.includes('"MemberTally"'))
        .map(async (sql) => {
          const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
          const rows = await db.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${sql}`, ...params);
          return rows.map((row) => row.detail).join("\n");
        }),
    );
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) {
      // Members are read one by one, by id (those who left or joined by hand); the tally by its keys.
      for (const line of plan.split("\n").filter((line) => /^(SCAN|SEARCH) (u|User)\b/.test(line)))
        expect(line, plan).toMatch(/\(id=\?\)$/);
      expect(plan).not.toMatch(/^SCAN (mt|MemberTally)\b/m);
    }
  });

  it("comments, oldest first", async () => {
    const post = await db.post.create({
      data: { authorId: member.id, content: "keyset", searchText: "keyset" },
      select: { id: true },
    });
    expectSeek(
      await keysetPlans("Comment", "createdAt", () => listComments(member, post.id, { cursor })),
      "Comment",
      "createdAt",
    );
  });

  it("a thread: each direction of the pair seeks the pair's index to the cursor", async () => {
    const plans = await keysetPlans("Message", "createdAt", () => listThread(member, admin.id, { cursor }));
    for (const plan of plans) {
      const reads = plan.filter((line) => /^(SCAN|SEARCH) (main\.)?Message\b/.test(line));
      // One read per direction (sender, receiver), an OR of two seeks; never the table or a member's whole history.
      expect(reads, plan.join("\n")).toHaveLength(2);
      for (const line of reads)
        expect(line, plan.join("\n")).toMatch(
          /^SEARCH \S+ USING (COVERING )?INDEX Message_senderId_receiverId_createdAt_idx \(senderId=\? AND receiverId=\? AND createdAt<\?\)$/,
        );
    }
  });

  it("the conversations list reads Message only by the viewer's own keys", async () => {
    // Not paged by cursor: one statement over the viewer's messages. A message, so every part of it runs.
    await db.message.create({ data: { senderId: member.id, receiverId: admin.id, content: "keyset" } });
    const { statements } = await countStatements(() => listConversations(member));
    expect(statements).toHaveLength(1);
    const params = Array.from({ length: (statements[0]!.match(/\?/g) ?? []).length }, () => null);
    const plan = (
      await db.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${statements[0]}`, ...params)
    ).map((row) => row.detail);
    // Message is read bare in the two directions and the unread counts, as m (the picked row) and p (its pick).
    const reads = plan.filter((line) => /^(SCAN|SEARCH) (Message|m|p)\b/.test(line));
    expect(reads.length, plan.join("\n")).toBeGreaterThanOrEqual(4);
    for (const line of reads)
      expect(line, plan.join("\n")).toMatch(
        /^SEARCH \S+ USING (COVERING )?INDEX \S+ \((senderId=\?|receiverId=\?|id=\?\)$)/,
      );
  });
});

// Issue 48: at 10M posts PostgreSQL planned My circles anew on every run (3-4 ms, for 0.5 ms of work). A walk per
// circle made the statement grow with the circles, and its reusable plan priced each walk at the average circle.
describe.runIf(!onSqlite)("My circles on PostgreSQL", () => {
  it("one walk of the circles' index, repeated for each circle: the plan does not grow with the circles", async () => {
    const viewer: Viewer = { id: "planviewer", role: "member" };
    for (const count of [1, 3, 12]) {
      const circleIds = Array.from({ length: count }, (_, index) => `from-circle-${index}`);
      const filter = { kind: "circles" as const, memberId: viewer.id, circleIds };
      const lines = await planOf(feedQuery(viewer, decodeCursor(cursor), filter, 11));
      const text = lines.join("\n");
      const walks = lines.filter((line) => /Index Scan Backward using "Post_circleId_createdAt_id_idx"/.test(line));
      expect(walks, text).toHaveLength(1);
      expect(text).toMatch(
        /Index Cond: \(\("circleId" = ("\*VALUES\*"\.column1|'from-circle-0'::text)\) AND \("createdAt" <= /,
      );
      if (count > 1) expect(text).toMatch(/Values Scan on "\*VALUES\*"/);
    }
  });
});
