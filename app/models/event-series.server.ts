// Repeating events (decision 086). Each date is its own Event row (own RSVPs, capacity, cover), linked by an
// EventSeries that keeps the rule and the zone the dates keep their wall-clock time in. Edits and cancels
// reach "this" date (the single-event code in events.server.ts) or "this and the following" (here, in one
// transaction: each member who answered hears once per act, not once per date or per field).
import * as z from "zod";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { describeRule, occurrences, shiftedDates, type RepeatEvery, type RepeatRule } from "~/lib/recurrence";
import { timeZoneOr } from "~/lib/page-context";
import { eventSearchTextFor } from "~/lib/search-text";
import { eventPatchSchema } from "~/schemas/events";
import { repeatSchema, scopeSchema } from "~/schemas/event-series";
import { idSchema } from "~/schemas/ids";
import {
  announcementFor,
  cancelEvent,
  createEvent,
  getEvent,
  HOST_SEATS,
  updateEvent,
  type EventView,
} from "./events.server";
import { resolveOwnOrTypedPlace } from "./places.server";
import { announceNotification, storeNotification, type NotificationNews } from "./notifications.server";
import { notificationText } from "./notification-text.server";
import { isBlockedBetween } from "./blocks.server";
import { eventHostRole, NOT_A_HOST, ORGANIZER_ONLY } from "./event-hosts.server";
import { lockEvent, promoteWaiting } from "./event-waitlist.server";
import { hiddenRule, ownerRule } from "./visibility-rules.server";
import { limitWrite } from "./write-limits.server";
import type { Submission } from "./submissions.server";
import type { UploadedFile } from "./images.server";
import type { Viewer } from "./viewer";

export type SeriesDate = { id: string; eventDate: string; cancelled: boolean };
export type SeriesView = {
  id: string;
  every: RepeatEvery;
  /** 0 = Sunday. */
  weekday: number;
  /** For "month": which of the month's weekdays (1-5, or "last"). */
  ordinal: number | "last";
  timeZone: string;
  title: string;
  organizerId: string;
  dates: SeriesDate[];
};

const notFound = () => new AppError("not_found", "Event not found");

/** Splits `repeat` off an event input: the rest is createEvent's. */
function splitRepeat(input: unknown): { rest: unknown; repeat: RepeatRule | null } {
  if (typeof input !== "object" || input === null || !("repeat" in input)) return { rest: input, repeat: null };
  const { repeat, ...rest } = input as Record<string, unknown>;
  if (repeat === undefined || repeat === null || repeat === "") return { rest, repeat: null };
  // Parsed under its own name, so a refused field is named as the body and the form name it: "repeat.count".
  return { rest, repeat: parseInput(z.object({ repeat: repeatSchema }), { repeat }, "Failed to create event.").repeat };
}

/** The zone a series keeps its times in: its city's, else the organizer's city's, else the form's, else UTC. */
async function seriesZone(viewer: Viewer, event: EventView, formZone: unknown): Promise<string> {
  if (event.place?.timeZone) return event.place.timeZone;
  const organizer = await db.user.findUnique({
    where: { id: viewer.id },
    select: { place: { select: { timeZone: true } } },
  });
  return timeZoneOr(organizer?.place?.timeZone, timeZoneOr(formZone));
}

function assertSeveralDates(dates: Date[]) {
  if (dates.length < 2)
    throw new AppError("validation", "repeat.until: must leave at least two dates", {
      fields: { "repeat.until": "Must leave at least two dates" },
    });
}

/**
 * Create Event with an optional `repeat` ({ every, until?, count? }): the first date is createEvent's (with
 * its announcement in the feed and its cover); the others are made with it, in one transaction, and link
 * to the series. A replayed submission answers the same first date and makes no second series.
 */
export async function createEventOrSeries(
  viewer: Viewer,
  input: unknown,
  submission?: Submission,
  now = new Date(),
  cover: UploadedFile | null = null,
): Promise<EventView & { seriesId: string | null }> {
  const { rest, repeat } = splitRepeat(input);
  const formZone = typeof rest === "object" && rest !== null ? (rest as { timeZone?: unknown }).timeZone : undefined;
  if (repeat) {
    // Refuse a rule that leaves one date before anything is written (the zone is settled below; a day's
    // difference cannot turn two dates into one but for `until` on the first date's day).
    const eventDate = (rest as { eventDate?: unknown })?.eventDate;
    const first = typeof eventDate === "string" ? new Date(eventDate) : null;
    if (first && !Number.isNaN(first.getTime())) assertSeveralDates(occurrences(first, repeat, timeZoneOr(formZone)));
  }
  const first = await createEvent(viewer, rest, submission, now, cover);
  if (!repeat) return { ...first, seriesId: null };
  const timeZone = await seriesZone(viewer, first, formZone);
  const dates = occurrences(new Date(first.eventDate), repeat, timeZone);
  const seriesId = await db.$transaction(async (tx) => {
    const existing = await tx.event.findUnique({ where: { id: first.id }, select: { seriesId: true } });
    if (existing?.seriesId) return existing.seriesId;
    const series = await tx.eventSeries.create({
      data: { organizerId: viewer.id, every: repeat.every, timeZone },
      select: { id: true },
    });
    const linked = await tx.event.updateMany({
      where: { id: first.id, seriesId: null },
      data: { seriesId: series.id },
    });
    if (linked.count === 0) throw new AppError("conflict", "This event is already part of a series");
    const fields = {
      title: first.title,
      description: first.description,
      location: first.location,
      placeId: first.place?.id ?? null,
      isVirtual: first.isVirtual,
      maxAttendees: first.maxAttendees,
    };
    await tx.event.createMany({
      data: dates.slice(1).map((eventDate) => ({
        ...fields,
        eventDate,
        organizerId: viewer.id,
        attendeesCount: HOST_SEATS,
        searchText: eventSearchTextFor(fields),
        seriesId: series.id,
      })),
    });
    return series.id;
  });
  return { ...first, seriesId };
}

/**
 * The event an act in a scope starts from, checked by the one host rule (event-hosts.server.ts): its hosts
 * change a date; only its organizer changes the following ones of the series or cancels.
 */
async function managedEvent(viewer: Viewer, id: unknown, organizerOnly: boolean) {
  const row = await db.event.findUnique({
    where: { id: parseInput(idSchema, id) },
    select: {
      id: true,
      organizerId: true,
      eventDate: true,
      cancelledAt: true,
      seriesId: true,
      series: { select: { every: true, timeZone: true } },
    },
  });
  if (!row) throw notFound();
  const role = await eventHostRole(viewer, row);
  if (!role) throw new AppError("forbidden", NOT_A_HOST);
  if (organizerOnly && role !== "organizer") throw new AppError("forbidden", ORGANIZER_ONLY);
  return row;
}

/** This date and the later ones of its series not yet cancelled, in order (at most a series' worth). */
function followingDates(seriesId: string, from: Date) {
  return db.event.findMany({
    where: { seriesId, eventDate: { gte: from }, cancelledAt: null },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    take: 60,
    select: { id: true },
  });
}

/**
 * Every member who answered any of the dates hears once: about the first of them they answered. One
 * statement reads them; each date's group is one notification write.
 */
async function notifyOnce(
  tx: Pick<typeof db, "rsvp" | "notification">,
  viewer: Viewer,
  eventIds: string[],
  type: "event_changed" | "event_cancelled",
  wording: ReturnType<typeof notificationText>,
): Promise<NotificationNews[]> {
  const rows = await tx.rsvp.findMany({
    where: { eventId: { in: eventIds } },
    select: { eventId: true, userId: true },
    take: 20_000,
  });
  const order = new Map(eventIds.map((id, index) => [id, index]));
  const firstOf = new Map<string, string>();
  for (const row of rows.sort((a, b) => order.get(a.eventId)! - order.get(b.eventId)!))
    if (!firstOf.has(row.userId)) firstOf.set(row.userId, row.eventId);
  const byEvent = new Map<string, string[]>();
  for (const [userId, eventId] of firstOf) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), userId]);
  const news: NotificationNews[] = [];
  for (const [eventId, to] of byEvent)
    news.push(await storeNotification(tx, { to, actorId: viewer.id, type, ...wording, link: `/events/${eventId}` }));
  return news;
}

/**
 * Edit Event in a `scope`: "this" is updateEvent's; "following" applies the same fields to this date and
 * the later ones. A new time moves them all: the new start steps on by the series' rule in its zone, so
 * each keeps the new local time across DST. A capacity below a date's attendance refuses the whole act.
 * Covers belong to one date: a cover in "following" changes this date's only.
 */
export async function updateEventInScope(
  viewer: Viewer,
  id: unknown,
  input: unknown,
  now = new Date(),
  cover: UploadedFile | null = null,
): Promise<EventView> {
  const { scope, rest } = splitScope(input);
  const event = await managedEvent(viewer, id, scope === "following");
  if (scope === "this" || !event.seriesId || !event.series) return updateEvent(viewer, event.id, rest, now, cover);
  const data = parseInput(eventPatchSchema, rest, "Failed to update event.");
  if (event.cancelledAt) throw new AppError("conflict", "This event is cancelled");
  if (data.eventDate && data.eventDate.getTime() <= now.getTime())
    throw new AppError("validation", "eventDate: must be in the future", {
      fields: { eventDate: "Must be in the future" },
    });
  const typed =
    typeof rest === "object" && rest !== null && ("city" in rest || "placeId" in rest)
      ? await resolveOwnOrTypedPlace(viewer, rest, "city")
      : undefined;
  await limitWrite(viewer.id, "content");
  const ids = (await followingDates(event.seriesId, event.eventDate)).map((row) => row.id);
  const moved = data.eventDate !== undefined && data.eventDate.getTime() !== event.eventDate.getTime();
  const series = event.series;
  const dates = moved ? shiftedDates(data.eventDate!, series.every as RepeatEvery, ids.length, series.timeZone) : null;
  const promotions: NotificationNews[] = [];
  const news = await db.$transaction(async (tx) => {
    for (const [index, eventId] of ids.entries()) {
      // Written first: RSVPs to this date wait while its capacity is checked (as updateEvent).
      const current = await tx.event.update({
        where: { id: eventId },
        data: { updatedAt: new Date(), calendarChangedAt: new Date() },
        select: { attendeesCount: true, title: true, description: true, location: true, isVirtual: true },
      });
      if (data.maxAttendees != null && data.maxAttendees < current.attendeesCount)
        throw new AppError(
          "conflict",
          `${current.attendeesCount} members are already attending a date: the limit cannot go below that`,
          { fields: { maxAttendees: `Must be at least ${current.attendeesCount} (already attending)` } },
        );
      const next = {
        title: data.title ?? current.title,
        description: data.description === undefined ? current.description : (data.description ?? null),
        location: data.location === undefined ? current.location : (data.location ?? null),
      };
      const isVirtual = (data.isVirtual ?? current.isVirtual) || !next.location;
      await tx.event.update({
        where: { id: eventId },
        data: {
          ...next,
          isVirtual,
          placeId: isVirtual ? null : typed,
          eventDate: dates?.[index],
          maxAttendees: data.maxAttendees === undefined ? undefined : (data.maxAttendees ?? null),
          searchText: eventSearchTextFor(next),
        },
      });
      await tx.post.updateMany({ where: { eventId }, data: announcementFor(next) });
      // A raised capacity seats the date's waitlist, as updateEvent does for one date.
      if (data.maxAttendees !== undefined) {
        const promotion = await promoteWaiting(tx, await lockEvent(tx, eventId));
        if (promotion.news) promotions.push(promotion.news);
      }
    }
    const title =
      data.title ?? (await tx.event.findUniqueOrThrow({ where: { id: event.id }, select: { title: true } })).title;
    return notifyOnce(
      tx,
      viewer,
      ids,
      "event_changed",
      notificationText(moved ? "eventMoved" : "eventChanged", { title }),
    );
  });
  for (const item of [...news, ...promotions]) await announceNotification(item);
  // The cover is this date's alone.
  if (cover || data.removeCover) return updateEvent(viewer, event.id, { removeCover: data.removeCover }, now, cover);
  return getEvent(viewer, event.id);
}

function splitScope(input: unknown) {
  if (typeof input !== "object" || input === null) return { scope: "this" as const, rest: input };
  const { scope, ...rest } = input as Record<string, unknown>;
  return { scope: parseInput(z.object({ scope: scopeSchema }), { scope }, "Failed to update event.").scope, rest };
}

/** Cancel Event in a `scope` ("this" by default): "following" cancels this date and the later ones. */
export async function cancelEventInScope(viewer: Viewer, id: unknown, input: unknown = {}): Promise<EventView> {
  const { scope } = splitScope(input ?? {});
  const event = await managedEvent(viewer, id, true);
  if (scope === "this" || !event.seriesId) return cancelEvent(viewer, event.id);
  await limitWrite(viewer.id, "content");
  const ids = (await followingDates(event.seriesId, event.eventDate)).map((row) => row.id);
  const news = await db.$transaction(async (tx) => {
    const title = (await tx.event.findUniqueOrThrow({ where: { id: event.id }, select: { title: true } })).title;
    await tx.event.updateMany({
      where: { id: { in: ids }, cancelledAt: null },
      data: { cancelledAt: new Date(), calendarChangedAt: new Date() },
    });
    return notifyOnce(tx, viewer, ids, "event_cancelled", notificationText("eventCancelled", { title }));
  });
  for (const item of news) await announceNotification(item);
  return getEvent(viewer, event.id);
}

/**
 * A series and its dates as the viewer may see them (the events' own rule: hidden dates only for their
 * organizer and admins; nothing when either blocked the other). `upcomingFrom` keeps the dates from then on.
 */
export async function getSeries(viewer: Viewer, id: unknown, upcomingFrom?: Date): Promise<SeriesView> {
  const series = await db.eventSeries.findUnique({
    where: { id: parseInput(idSchema, id) },
    select: { id: true, every: true, timeZone: true, organizerId: true },
  });
  const organizer = series
    ? await db.user.findUnique({ where: { id: series.organizerId }, select: { id: true, status: true } })
    : null;
  // The events' rule: a suspended organizer's series is gone but for those who may moderate it.
  if (
    !series ||
    !organizer ||
    !ownerRule(viewer).allowsPage(organizer) ||
    (await isBlockedBetween(viewer.id, series.organizerId))
  )
    throw notFound();
  const rows = await db.event.findMany({
    where: {
      seriesId: series.id,
      ...hiddenRule(viewer, "organizerId").where,
      ...(upcomingFrom ? { eventDate: { gte: upcomingFrom } } : {}),
    },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    take: 60,
    select: { id: true, eventDate: true, cancelledAt: true, title: true },
  });
  if (rows.length === 0 && !upcomingFrom) throw notFound();
  const every = series.every as RepeatEvery;
  const anchor = rows[0]?.eventDate ?? new Date();
  const rule = describeRule(anchor, every, series.timeZone);
  return {
    id: series.id,
    every,
    weekday: rule.weekday,
    ordinal: rule.ordinal,
    timeZone: series.timeZone,
    title: rows[0]?.title ?? "",
    organizerId: series.organizerId,
    dates: rows.map((row) => ({
      id: row.id,
      eventDate: row.eventDate.toISOString(),
      cancelled: row.cancelledAt !== null,
    })),
  };
}

/** The event page's line: the series of an event and its next dates after this one (none: not in a series). */
export async function seriesOfEvent(
  viewer: Viewer,
  eventId: string,
  howMany = 4,
): Promise<(Omit<SeriesView, "dates"> & { next: SeriesDate[] }) | null> {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { seriesId: true, eventDate: true } });
  if (!event?.seriesId) return null;
  const { dates, ...series } = await getSeries(viewer, event.seriesId, event.eventDate);
  return { ...series, next: dates.filter((date) => date.id !== eventId && !date.cancelled).slice(0, howMany) };
}
