// Event reminders (issue 28 §3): the "events.remind" job (every 15 minutes) tells each attendee of an event that
// starts within a day, once per attendee and event however often it runs or on how many nodes: the SentOnce key
// "reminder-<event>-<member>" is written in the transaction of the notification and the mail. The mail follows
// the member's "events" preference (a daily summary gathers the notification otherwise).
import { db } from "~/server/db.server";
import { formatEventTime } from "~/lib/page-context";
import { appUrl } from "~/server/mailer.server";
import { serverT } from "~/i18n/i18n.server";
import { notificationText } from "./notification-text.server";
import { announceNotification, storeNotification, type NotificationNews } from "./notifications.server";
import { claimOnce, queueNotificationMail } from "./notification-mail.server";
import { preferencesOfMany } from "./mail-preferences.server";
import { activeMemberRule, hiddenRule } from "./visibility-rules.server";

/** How long before an event its attendees are reminded. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
const EVENTS_PER_RUN = 200;
const ATTENDEES_PER_EVENT = 5000;

/** Reminds the attendees of events starting within REMINDER_BEFORE_MS; answers how many were reminded. */
export async function sendEventReminders(now = new Date()): Promise<number> {
  const events = await db.event.findMany({
    where: {
      eventDate: { gt: now, lte: new Date(now.getTime() + REMINDER_BEFORE_MS) },
      cancelledAt: null,
      AND: [hiddenRule(null, "organizerId").where],
      organizer: activeMemberRule().where,
    },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    take: EVENTS_PER_RUN,
    select: {
      id: true,
      title: true,
      eventDate: true,
      location: true,
      isVirtual: true,
      place: { select: { timeZone: true } },
    },
  });
  let reminded = 0;
  for (const event of events) reminded += await remindAttendees(event);
  return reminded;
}

async function remindAttendees(event: {
  id: string;
  title: string;
  eventDate: Date;
  location: string | null;
  place: { timeZone: string } | null;
}): Promise<number> {
  const attendees = await db.rsvp.findMany({
    where: { eventId: event.id, status: "attending", user: activeMemberRule().where },
    select: { user: { select: { id: true, email: true, locale: true, place: { select: { timeZone: true } } } } },
    take: ATTENDEES_PER_EVENT,
  });
  if (attendees.length === 0) return 0;
  // Who was reminded already, in one statement: only the others are written.
  const keys = attendees.map(({ user }) => `reminder-${event.id}-${user.id}`);
  const done = new Set(
    (await db.sentOnce.findMany({ where: { key: { in: keys } }, select: { key: true } })).map((row) => row.key),
  );
  const due = attendees.filter((_, i) => !done.has(keys[i]));
  const prefs = await preferencesOfMany(due.map(({ user }) => user.id));
  const link = `/events/${event.id}`;
  let count = 0;
  for (const { user } of due) {
    let news: NotificationNews = null;
    try {
      news = await db.$transaction(async (tx) => {
        if (!(await claimOnce(tx, `reminder-${event.id}-${user.id}`, user.id))) return null;
        const stored = await storeNotification(tx, {
          to: user.id,
          actorId: null,
          type: "event_reminder",
          ...notificationText("eventReminder", { title: event.title }),
          link,
        });
        if (prefs.get(user.id)?.events === "immediately") {
          // In the member's own zone (their city's), else the event's, else UTC; the text names the zone.
          const zone = user.place?.timeZone ?? event.place?.timeZone ?? "UTC";
          // In the member's language too (User.locale; English when unset).
          const locale = user.locale ?? "en";
          const t = serverT(locale, "mail");
          const when = formatEventTime(event.eventDate, zone, true, locale);
          const where = event.location ?? "";
          await queueNotificationMail(
            tx,
            user,
            "events",
            {
              locale,
              subject: t("reminder.subject", { title: event.title }),
              heading: t("reminder.subject", { title: event.title }),
              paragraphs: [
                where
                  ? t("reminder.bodyAt", { title: event.title, when, where })
                  : t("reminder.body", { title: event.title, when }),
              ],
              action: { label: t("reminder.action"), url: appUrl(link) },
            },
            "event-reminder",
          );
        }
        return stored;
      });
    } catch (error) {
      if ((error as { code?: string }).code === "P2002") continue; // another run reminded them first
      throw error;
    }
    if (!news) continue;
    count += 1;
    // Announced without scheduling a second mail: the reminder's mail (if any) is written above.
    await announceNotification({ ...news, mailed: true });
  }
  return count;
}
