// Every write commits with its side rows (activity, counters, announcements, notifications, audit rows, resolved
// reports) or not at all (decision 031). No kill -9 here: a trigger makes the side row's statement fail for real,
// in the database, and the main write must be gone too.
import { db } from "~/server/db.server";
import { databaseKind } from "../../prisma/database-url";
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import { registerUser } from "./accounts.server";
import { acceptConnection, declineConnection, requestConnection } from "./connections.server";
import { cancelEvent, createEvent, setRsvp, updateEvent } from "./events.server";
import { addComment, createPost } from "./posts.server";
import { createReport, moderateReport } from "./reports.server";
import { createService } from "./services.server";

async function member(lastName = "Member") {
  const { user } = await createMember({ lastName });
  return { id: user.id, role: user.role, firstName: user.firstName, lastName: user.lastName };
}

async function admin() {
  const person = await member("Admin");
  await db.user.update({ where: { id: person.id }, data: { role: "admin" } });
  return { ...person, role: "admin" as const };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Statement = "INSERT" | "UPDATE";

/** Makes every `statement` on `table` fail in the database itself until the returned function drops the trigger. */
async function refuse(table: string, statement: Statement): Promise<() => Promise<void>> {
  const name = `refuse_${table}_${statement}`.toLowerCase();
  if (databaseKind(process.env.DATABASE_URL!) === "postgres") {
    await db.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_in_test() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER ${name} BEFORE ${statement} ON "${table}" FOR EACH ROW EXECUTE FUNCTION refuse_in_test()`,
    );
    return async () => void (await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON "${table}"`));
  }
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE ${statement} ON "${table}" BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
  );
  return async () => void (await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name}`));
}

type Case = {
  /** The side row's table and the statement that writes it. */
  side: [string, Statement];
  /** Makes what the write needs; `act` is the write, `state` what it would change. */
  arrange: () => Promise<{ act: () => Promise<unknown>; state: () => Promise<unknown> }>;
};

const cases: Record<string, Case> = {
  "a post and its activity": {
    side: ["Activity", "INSERT"],
    arrange: async () => {
      const author = await member();
      return {
        act: () => createPost(author, { content: "Hello" }),
        state: () => db.post.count({ where: { authorId: author.id } }),
      };
    },
  },
  "a post and its form token (decision 031)": {
    side: ["FormSubmission", "INSERT"],
    arrange: async () => {
      const author = await member();
      const token = `side-rows-${author.id}`;
      return {
        act: () => createPost(author, { content: "Hello" }, token),
        state: () => db.post.count({ where: { authorId: author.id } }),
      };
    },
  },
  "a service, its feed announcement and its activity": {
    side: ["Activity", "INSERT"],
    arrange: async () => {
      const provider = await member();
      return {
        act: () => createService(provider, { title: "Lessons", description: "Weekly", category: "Language Tutoring" }),
        state: () =>
          Promise.all([
            db.service.count({ where: { providerId: provider.id } }),
            db.post.count({ where: { authorId: provider.id } }),
          ]),
      };
    },
  },
  "a registration and its activity": {
    side: ["Activity", "INSERT"],
    arrange: async () => {
      const email = uniqueEmail();
      const form = { firstName: "New", lastName: "Member", email, password: "secret-password" };
      return {
        act: () => registerUser({ ...form, confirmPassword: form.password }, `side-rows-${email}`),
        state: () => db.user.count({ where: { email } }),
      };
    },
  },
  "a comment, its post's count and the author's notification": {
    side: ["Notification", "INSERT"],
    arrange: async () => {
      const [author, reader] = [await member(), await member()];
      const post = await createPost(author, { content: "Ask me" });
      return {
        act: () => addComment(reader, post.id, { content: "Hi" }),
        state: () =>
          Promise.all([
            db.comment.count({ where: { postId: post.id } }),
            db.post.findUnique({ where: { id: post.id }, select: { commentsCount: true } }),
          ]),
      };
    },
  },
  "a connection request and its notification": {
    side: ["Notification", "INSERT"],
    arrange: async () => {
      const [a, b] = [await member(), await member()];
      return {
        act: () => requestConnection(a, { receiverId: b.id }),
        state: () => db.connection.findMany({ where: { requesterId: a.id }, select: { status: true } }),
      };
    },
  },
  "a request again after a decline, and its notification": {
    side: ["Notification", "INSERT"],
    arrange: async () => {
      const [a, b] = [await member(), await member()];
      const request = await requestConnection(a, { receiverId: b.id });
      await declineConnection(b, request.id);
      return {
        act: () => requestConnection(b, { receiverId: a.id }),
        state: () =>
          db.connection.findUnique({ where: { id: request.id }, select: { status: true, requesterId: true } }),
      };
    },
  },
  "an accepted connection and its notification": {
    side: ["Notification", "INSERT"],
    arrange: async () => {
      const [a, b] = [await member(), await member()];
      const request = await requestConnection(a, { receiverId: b.id });
      return {
        act: () => acceptConnection(b, request.id),
        state: () => db.connection.findUnique({ where: { id: request.id }, select: { status: true } }),
      };
    },
  },
  "an RSVP, the attendance count and the organizer's notification": {
    side: ["Notification", "INSERT"],
    arrange: async () => {
      const [organizer, guest] = [await member(), await member()];
      const event = await createEvent(organizer, { title: "Picnic", eventDate: inDays(3) });
      return {
        act: () => setRsvp(guest, event.id, { status: "attending" }),
        state: () =>
          Promise.all([
            db.rsvp.count({ where: { eventId: event.id } }),
            db.event.findUnique({ where: { id: event.id }, select: { attendeesCount: true } }),
          ]),
      };
    },
  },
  "an event's change, its announcement and the responders' notifications": {
    side: ["Notification", "INSERT"],
    arrange: async () => {
      const [organizer, guest] = [await member(), await member()];
      const event = await createEvent(organizer, { title: "Picnic", eventDate: inDays(3) });
      await setRsvp(guest, event.id, { status: "attending" });
      return {
        act: () => updateEvent(organizer, event.id, { title: "Picnic in the park" }),
        state: () =>
          Promise.all([
            db.event.findUnique({ where: { id: event.id }, select: { title: true } }),
            db.post.findFirst({ where: { eventId: event.id }, select: { content: true } }),
          ]),
      };
    },
  },
  "an event's cancellation and the responders' notifications": {
    side: ["Notification", "INSERT"],
    arrange: async () => {
      const [organizer, guest] = [await member(), await member()];
      const event = await createEvent(organizer, { title: "Picnic", eventDate: inDays(3) });
      await setRsvp(guest, event.id, { status: "maybe" });
      return {
        act: () => cancelEvent(organizer, event.id),
        state: () => db.event.findUnique({ where: { id: event.id }, select: { cancelledAt: true } }),
      };
    },
  },
  "a moderator's delete, the reports it resolves and its audit row": {
    side: ["AdminAction", "INSERT"],
    arrange: async () => {
      const [author, reader, boss] = [await member(), await member(), await admin()];
      const post = await createPost(author, { content: "Spam" });
      const report = await createReport(reader, { subjectType: "post", subjectId: post.id, reason: "spam" });
      return {
        act: () => moderateReport(boss, report.id, "delete"),
        state: () =>
          Promise.all([
            db.post.count({ where: { id: post.id } }),
            db.report.findUnique({ where: { id: report.id }, select: { openKey: true } }),
          ]),
      };
    },
  },
  "a suspension after a report and the reports it resolves": {
    side: ["Report", "UPDATE"],
    arrange: async () => {
      const [author, reader, boss] = [await member(), await member(), await admin()];
      const post = await createPost(author, { content: "Spam" });
      const report = await createReport(reader, { subjectType: "post", subjectId: post.id, reason: "spam" });
      return {
        act: () => moderateReport(boss, report.id, "suspend"),
        state: () =>
          Promise.all([
            db.user.findUnique({ where: { id: author.id }, select: { status: true } }),
            db.adminAction.count({ where: { subjectId: author.id } }),
            db.session.count({ where: { userId: author.id } }),
          ]),
      };
    },
  },
  "a hide, the reports it resolves and its audit row": {
    side: ["AdminAction", "INSERT"],
    arrange: async () => {
      const [author, reader, boss] = [await member(), await member(), await admin()];
      const post = await createPost(author, { content: "Spam" });
      const report = await createReport(reader, { subjectType: "post", subjectId: post.id, reason: "spam" });
      return {
        act: () => moderateReport(boss, report.id, "hide"),
        state: () =>
          Promise.all([
            db.post.findUnique({ where: { id: post.id }, select: { hiddenAt: true } }),
            db.report.findUnique({ where: { id: report.id }, select: { openKey: true } }),
          ]),
      };
    },
  },
};

describe("a write whose side row fails leaves nothing behind", () => {
  it.each(Object.entries(cases))("%s", async (_name, { side, arrange }) => {
    const { act, state } = await arrange();
    const before = await state();
    const restore = await refuse(...side);
    try {
      await expect(act()).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await state()).toEqual(before);
    // And with the side row allowed again, the same write goes through.
    await act();
    expect(await state()).not.toEqual(before);
  });
});
