// A member's private calendar feed (decision 086): /calendar/<secret>.ics lists the events they host or
// attend, so a phone that subscribes follows changes and cancellations. Only the secret's SHA-256 is
// stored; renewing replaces it and revoking deletes it: an old or unknown secret is a 404, as is the feed
// of a member who is no longer active.
import { createHash, randomBytes } from "node:crypto";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { hiddenRule, ownerRule } from "./visibility-rules.server";
import { calendarFile, calendarRowSelect } from "./calendar-ics.server";
import type { Viewer } from "./viewer";

/** 32 random bytes, base64url: 43 characters. */
const SECRET_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** The feed carries dates from a month back (so last week's stays) and at most this many. */
const PAST_DAYS = 31;
const MAX_EVENTS = 500;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");
const notFound = () => new AppError("not_found", "Calendar not found");

export async function calendarFeedStatus(viewer: Viewer): Promise<{ since: string } | null> {
  const row = await db.calendarFeed.findUnique({ where: { userId: viewer.id }, select: { createdAt: true } });
  return row ? { since: row.createdAt.toISOString() } : null;
}

/** A new secret for the viewer's feed (the old one, if any, stops at once). Shown once: only its hash stays. */
export async function renewCalendarFeed(viewer: Viewer): Promise<{ secret: string }> {
  const secret = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(secret);
  await db.calendarFeed.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, tokenHash },
    update: { tokenHash, createdAt: new Date() },
    select: { userId: true },
  });
  return { secret };
}

export async function revokeCalendarFeed(viewer: Viewer): Promise<void> {
  await db.calendarFeed.deleteMany({ where: { userId: viewer.id } });
}

/** The feed's addresses for a secret: https (or http) and webcal://. */
export function calendarFeedUrls(origin: string, secret: string) {
  const url = `${origin}/calendar/${secret}.ics`;
  return { url, webcal: url.replace(/^https?:/, "webcal:") };
}

/** The feed's file for a secret; not found when the secret is unknown, revoked, or its member not active. */
export async function calendarFeed(secret: unknown, origin: string, now = new Date()): Promise<string> {
  if (typeof secret !== "string" || !SECRET_FORMAT.test(secret)) throw notFound();
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: hashOf(secret) },
    select: { user: { select: { id: true, role: true, status: true } } },
  });
  if (!feed || feed.user.status !== "active") throw notFound();
  const viewer: Viewer = { id: feed.user.id, role: feed.user.role };
  // The events they host, co-host or attend, as the events' own rule lets them see them (hidden ones only if
  // theirs; none by a member either blocked, which also ends a co-host's role, nor by a suspended organizer).
  const rows = await db.event.findMany({
    where: {
      eventDate: { gte: new Date(now.getTime() - PAST_DAYS * 86_400_000) },
      AND: [
        {
          OR: [
            { organizerId: viewer.id },
            { cohosts: { some: { userId: viewer.id } } },
            { rsvps: { some: { userId: viewer.id, status: "attending" } } },
          ],
        },
        hiddenRule(viewer, "organizerId").where,
      ],
      organizer: ownerRule(viewer).where,
    },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    take: MAX_EVENTS,
    select: calendarRowSelect,
  });
  return calendarFile(rows, origin, "Roots");
}
