// Every host act against every state of the actor (decision 085, rule 13): the organizer holds them all, an
// active co-host all but cancelling and naming co-hosts, and nobody else any, whatever happened to them.
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { cancelEvent, createEvent, getEvent, updateEvent } from "./events.server";
import { addCohost, removeCohost } from "./event-cohosts.server";
import { attendeesCsv, csvCell, listAttendeesForHosts, messageAttendees } from "./event-attendees.server";
import { connectionPair } from "./connections.server";
import { blockMember } from "./blocks.server";
import { setRsvp } from "./events.server";
import { createEventOrSeries, updateEventInScope } from "./event-series.server";
import { listAdminActions } from "./audit.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

async function connect(a: Viewer, b: Viewer) {
  await db.connection.create({
    data: { requesterId: a.id, receiverId: b.id, ...connectionPair(a.id, b.id), status: "accepted" },
    select: { id: true },
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const headings = { name: "Name", status: "Status", guests: "Guests", answeredAt: "Answered", position: "Place" };
const words = { attending: "Going", maybe: "Maybe", waiting: "Waiting" };

/** An event, its organizer, and the actor in `state`. */
async function scene(state: string) {
  const organizer = await member();
  const event = await createEvent(organizer, { title: "Tuesday language exchange", eventDate: inDays(6) });
  const other = await member();
  await connect(organizer, other);
  if (state === "organizer") return { organizer, event, actor: organizer, other };
  if (state === "suspended organizer") {
    await db.user.update({ where: { id: organizer.id }, data: { status: "suspended" } });
    return { organizer, event, actor: organizer, other };
  }
  const actor = await member();
  if (state === "stranger") return { organizer, event, actor, other };
  await connect(organizer, actor);
  await addCohost(organizer, event.id, actor.id);
  if (state === "removed co-host") await removeCohost(organizer, event.id, actor.id);
  if (state === "suspended co-host") await db.user.update({ where: { id: actor.id }, data: { status: "suspended" } });
  if (state === "deleted co-host") await db.user.update({ where: { id: actor.id }, data: { status: "deleted" } });
  if (state === "co-host blocked by the organizer") await blockMember(organizer, actor.id);
  if (state === "co-host who blocked the organizer") await blockMember(actor, organizer.id);
  return { organizer, event, actor, other };
}

type Scene = Awaited<ReturnType<typeof scene>>;
const ACTS: Record<string, (s: Scene) => Promise<unknown>> = {
  edit: (s) => updateEvent(s.actor, s.event.id, { title: "Renamed" }),
  "list attendees": (s) => listAttendeesForHosts(s.actor, s.event.id),
  "download CSV": (s) => attendeesCsv(s.actor, s.event.id, headings, words),
  "message attendees": (s) => messageAttendees(s.actor, s.event.id, { message: "Bring snacks" }),
  "add co-host": (s) => addCohost(s.actor, s.event.id, s.other.id),
  "remove co-host": (s) => removeCohost(s.actor, s.event.id, s.other.id),
  cancel: (s) => cancelEvent(s.actor, s.event.id),
};
const ORGANIZER_ONLY = ["add co-host", "remove co-host", "cancel"];
const AUDITED: Record<string, string> = { "add co-host": "event.cohost_add", "message attendees": "event.message" };
const STATES = [
  "organizer",
  "co-host",
  "stranger",
  "removed co-host",
  "suspended co-host",
  "deleted co-host",
  "co-host blocked by the organizer",
  "co-host who blocked the organizer",
  "suspended organizer",
];

describe("host acts against every state of the actor", () => {
  const cases = STATES.flatMap((state) => Object.keys(ACTS).map((act) => [state, act] as const));
  it.each(cases)("%s: %s", async (state, act) => {
    const s = await scene(state);
    const allowed = state === "organizer" || (state === "co-host" && !ORGANIZER_ONLY.includes(act));
    const before = await db.event.findUniqueOrThrow({
      where: { id: s.event.id },
      select: { title: true, cancelledAt: true },
    });
    const audited = { subjectType: "event", subjectId: s.event.id };
    const auditBefore = await db.adminAction.count({ where: audited });
    const outcome = await ACTS[act]!(s).then(
      () => 200,
      (error: { status?: number }) => error.status ?? 500,
    );
    expect(outcome).toBe(allowed ? 200 : 403);
    // Each act of the power is in the audit log with its actor and event (rule 13); a refused one is not. The
    // organizer's own edit is no delegated power; removing one who is no co-host removes nothing.
    const action = allowed ? (AUDITED[act] ?? (act === "edit" && state === "co-host" ? "event.edit" : null)) : null;
    const written = await db.adminAction.findMany({
      where: audited,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 2,
      select: { action: true, actorId: true },
    });
    expect((await db.adminAction.count({ where: audited })) - auditBefore).toBe(action ? 1 : 0);
    if (action) expect(written[0]).toEqual({ action, actorId: s.actor.id });
    if (!allowed) {
      // A refused act writes nothing.
      expect(
        await db.event.findUniqueOrThrow({ where: { id: s.event.id }, select: { title: true, cancelledAt: true } }),
      ).toEqual(before);
      expect(
        await db.notification.count({ where: { type: "event_announcement", link: `/events/${s.event.id}` } }),
      ).toBe(0);
    }
  });
});

describe("co-hosts", () => {
  it("are members the organizer is connected with; a co-host sees the edit button and the page says so", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, { title: "Boodle fight", eventDate: inDays(6) });
    const friend = await member();
    const stranger = await member();
    await expect(addCohost(organizer, event.id, stranger.id)).rejects.toMatchObject({ status: 409 });
    await expect(addCohost(organizer, event.id, "nobody")).rejects.toMatchObject({ status: 404 });
    await connect(friend, organizer);
    expect((await addCohost(organizer, event.id, friend.id)).cohosts.map((c) => c.id)).toEqual([friend.id]);
    // Twice is once.
    expect((await addCohost(organizer, event.id, friend.id)).cohosts).toHaveLength(1);
    expect(await getEvent(friend, event.id)).toMatchObject({ canEdit: true, hostRole: "cohost" });
    expect(await getEvent(organizer, event.id)).toMatchObject({ canEdit: true, hostRole: "organizer" });
    expect(await getEvent(stranger, event.id)).toMatchObject({ canEdit: false, hostRole: null });
    await db.user.update({ where: { id: friend.id }, data: { status: "suspended" } });
    expect(await getEvent(friend, event.id)).toMatchObject({ canEdit: false, hostRole: null });
  });
});

describe("the audit log", () => {
  it("has each host act once, with its actor, its event and what it was about; admins read it", async () => {
    const { user: organizerRow } = await createMember({ firstName: "Olu", lastName: "Host" });
    const organizer: Viewer = { id: organizerRow.id, role: organizerRow.role };
    const { user: friendRow } = await createMember({ firstName: "Fe", lastName: "Cohost" });
    const friend: Viewer = { id: friendRow.id, role: friendRow.role };
    await connect(organizer, friend);
    const first = await createEventOrSeries(organizer, {
      title: "Tuesday exchange",
      eventDate: inDays(6),
      repeat: { every: "week", count: 3 },
    });
    await addCohost(organizer, first.id, friend.id);
    await addCohost(organizer, first.id, friend.id);
    // A co-host edits this date of the series, and writes to those going.
    await updateEventInScope(friend, first.id, { scope: "this", maxAttendees: "12", description: "Bring a book" });
    await messageAttendees(friend, first.id, { message: "Room 2 tonight" });
    await removeCohost(organizer, first.id, friend.id);
    await removeCohost(organizer, first.id, friend.id);
    const { user: admin } = await createMember();
    await db.user.update({ where: { id: admin.id }, data: { role: "admin" } });
    const { items } = await listAdminActions(
      { id: admin.id, role: "admin" },
      { subjectType: "event", subjectId: first.id },
    );
    expect(
      items.map(({ actorId, actorName, action, subjectLabel, note }) => ({
        actorId,
        actorName,
        action,
        subjectLabel,
        note,
      })),
    ).toEqual([
      {
        actorId: organizer.id,
        actorName: "Olu Host",
        action: "event.cohost_remove",
        subjectLabel: "Tuesday exchange",
        note: "Fe Cohost",
      },
      {
        actorId: friend.id,
        actorName: "Fe Cohost",
        action: "event.message",
        subjectLabel: "Tuesday exchange",
        note: "Room 2 tonight",
      },
      {
        actorId: friend.id,
        actorName: "Fe Cohost",
        action: "event.edit",
        subjectLabel: "Tuesday exchange",
        note: "description, maxAttendees",
      },
      {
        actorId: organizer.id,
        actorName: "Olu Host",
        action: "event.cohost_add",
        subjectLabel: "Tuesday exchange",
        note: "Fe Cohost",
      },
    ]);
    // Members do not read it.
    await expect(listAdminActions(friend)).rejects.toMatchObject({ status: 403 });
  });
});

describe("the hosts' tools", () => {
  it("the list carries guests, the line in order and when each answered; the CSV is safe to open", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, {
      title: "Sunday football",
      eventDate: inDays(6),
      maxAttendees: "3",
      guestsAllowed: "1",
    });
    const { user: amara } = await createMember({ firstName: '=HYPERLINK("x")', lastName: "Amara" });
    const [ben, chi] = [await member(), await member()];
    await setRsvp({ id: amara.id, role: "member" }, event.id, { status: "attending", guests: 1 });
    const { joinWaitlist } = await import("./event-waitlist.server");
    await joinWaitlist(ben, event.id);
    await joinWaitlist(chi, event.id, { guests: 1 });
    const list = await listAttendeesForHosts(organizer, event.id);
    expect(list.attendees).toEqual([expect.objectContaining({ id: amara.id, status: "attending", guests: 1 })]);
    expect(list.waitlist.map((row) => [row.id, row.position, row.guests])).toEqual([
      [ben.id, 1, 0],
      [chi.id, 2, 1],
    ]);
    const { body } = await attendeesCsv(organizer, event.id, headings, words);
    const lines = body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe('"Name","Status","Guests","Answered","Place"');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\) Amara","Going","1","/);
    expect(lines).toHaveLength(4);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell(-2)).toBe(`"-2"`);
  });

  it("an announcement is one notification to each member attending, none to the sender or to maybes", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, { title: "Picnic", eventDate: inDays(6) });
    const [a, b, maybe] = [await member(), await member(), await member()];
    await setRsvp(a, event.id, { status: "attending" });
    await setRsvp(b, event.id, { status: "attending" });
    await setRsvp(maybe, event.id, { status: "maybe" });
    expect(await messageAttendees(organizer, event.id, { message: "  Bring a blanket " })).toEqual({ sent: 2 });
    const notes = await db.notification.findMany({
      where: { type: "event_announcement", link: `/events/${event.id}` },
      select: { userId: true, summary: true },
    });
    expect(notes.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort());
    expect(notes[0]!.summary).toBe("wrote to everyone going to “Picnic”: “Bring a blanket”");
    await expect(messageAttendees(organizer, event.id, { message: "   " })).rejects.toMatchObject({ status: 400 });
    await expect(messageAttendees(organizer, event.id, { message: "x".repeat(1001) })).rejects.toMatchObject({
      status: 400,
    });
  });
});
