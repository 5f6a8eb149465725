// A member's push choices (decision 082), beside their mail choices on /settings/mail: each kind on or off,
// message previews (off by default), and quiet hours in their own time zone (their place's, else UTC). No row
// means the defaults.
import { db } from "~/server/db.server";
import { parseInput } from "~/lib/validation";
import { hhmmOf, minutesOf } from "~/lib/quiet-hours";
import { timeZoneOr } from "~/lib/page-context";
import { DEFAULT_PUSH_PREFERENCES, pushPreferencesSchema, type PushPreferences } from "~/schemas/push";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

const select = {
  messages: true,
  connections: true,
  replies: true,
  answers: true,
  events: true,
  moderation: true,
  previews: true,
  quietStart: true,
  quietEnd: true,
} as const;

type Row = { [K in keyof typeof select]: K extends "quietStart" | "quietEnd" ? number : boolean };

function fromRow(row: Row | null): PushPreferences {
  if (!row) return { ...DEFAULT_PUSH_PREFERENCES };
  return { ...row, quietStart: hhmmOf(row.quietStart), quietEnd: hhmmOf(row.quietEnd) };
}

/** The viewer's choices (the settings page and GET /api/account/push-preferences). */
export async function getPushPreferences(viewer: Viewer): Promise<PushPreferences> {
  return fromRow(await db.pushPreference.findUnique({ where: { userId: viewer.id }, select }));
}

/** Changes any of the viewer's choices (the form sends all, the API any); answers all of them. */
export async function updatePushPreferences(viewer: Viewer, input: unknown): Promise<PushPreferences> {
  const change = parseInput(pushPreferencesSchema, input ?? {}, "Failed to save the notification settings.");
  await limitWrite(viewer.id, "profile");
  const { quietStart, quietEnd, ...flags } = change;
  const data = {
    ...flags,
    ...(quietStart !== undefined ? { quietStart: minutesOf(quietStart) } : {}),
    ...(quietEnd !== undefined ? { quietEnd: minutesOf(quietEnd) } : {}),
  };
  await db.pushPreference.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, ...data },
    update: data,
    select: { userId: true },
  });
  return getPushPreferences(viewer);
}

/** The zone the viewer's quiet hours are read in: their place's, else UTC (the settings page says which). */
export async function pushTimeZone(viewer: Viewer): Promise<string> {
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: { place: { select: { timeZone: true } } } });
  return timeZoneOr(row?.place?.timeZone);
}

/** What the sender needs about a member at the moment it sends: status, language, zone and choices. */
export async function pushRecipient(userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      status: true,
      locale: true,
      place: { select: { timeZone: true } },
      pushPreference: { select },
    },
  });
  if (!user) return null;
  const row = user.pushPreference;
  return {
    id: user.id,
    status: user.status,
    locale: user.locale,
    timeZone: timeZoneOr(user.place?.timeZone),
    preferences: fromRow(row),
    quiet: {
      start: row?.quietStart ?? minutesOf(DEFAULT_PUSH_PREFERENCES.quietStart),
      end: row?.quietEnd ?? minutesOf(DEFAULT_PUSH_PREFERENCES.quietEnd),
    },
  };
}
