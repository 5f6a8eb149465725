// A notification's sentence in the reader's language (issue 31). Each row keeps its English `summary` (the API's
// field, and what rows written before this show) and `params`: the notifications namespace's `summary.<key>` and
// its values, so the page, the API (by Accept-Language) and mail word it in whoever reads it's language.
import { serverT } from "~/i18n/i18n.server";
import { SOURCE_LOCALE } from "~/i18n/config";

export const NOTIFICATION_KEYS = [
  "connectionRequest",
  "connectionAccepted",
  "postComment",
  "adviceResponse",
  "rsvpGoing",
  "rsvpMaybe",
  "eventMoved",
  "eventChanged",
  "eventCancelled",
  "eventCancelledOrganizerLeft",
  "eventReminder",
  "waitlistPromoted",
  "eventAnnouncement",
  "exportReady",
  "circleRequestReceived",
  "circleRequestApproved",
  "circleRequestDeclined",
  "circleRemoved",
  "circleHandedOver",
  "circleClosed",
  "circleHostAppointed",
  "circleHostOfferApproved",
  "circleHostOfferDeclined",
  "circlePostRemoved",
  "circleMuted",
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export type NotificationWording = { summary: string; params: string };

/** What storeNotification needs to say a notification: its English summary and how to word it again. */
export function notificationText(key: NotificationKey, values: Record<string, string> = {}): NotificationWording {
  return {
    summary: serverT(SOURCE_LOCALE, "notifications")(`summary.${key}`, values),
    params: JSON.stringify({ key, values }),
  };
}

/** The member's own words a notification quotes (an excerpt, an event's title): pages set them apart. */
export function quotedWords(row: { params?: string | null }): string | null {
  if (!row.params) return null;
  try {
    const { values } = JSON.parse(row.params) as { values?: Record<string, string> };
    return values?.excerpt ?? values?.title ?? values?.circle ?? null;
  } catch {
    return null;
  }
}

/** A stored notification's sentence (after the actor's name) in `locale`; the stored English without params. */
export function sayNotification(locale: string | null | undefined, row: { summary: string; params?: string | null }) {
  if (!row.params || !locale || locale === SOURCE_LOCALE) return row.summary;
  try {
    const { key, values } = JSON.parse(row.params) as { key: string; values?: Record<string, string> };
    if (!(NOTIFICATION_KEYS as readonly string[]).includes(key)) return row.summary;
    return serverT(locale, "notifications")(`summary.${key}`, values ?? {});
  } catch {
    return row.summary;
  }
}
