// The nav's two badges, read on every page: unread messages and unread notifications, in one statement.
import { readCounts } from "~/server/read-counts.server";
import { unreadMessagesCountSql } from "./messages.server";
import { unreadNotificationsCountSql } from "./notifications.server";
import { unverifiedCountSql } from "./email-verification.server";

export type Badges = { unreadMessages: number; unreadNotifications: number };

export function countBadges(userId: string): Promise<Badges> {
  return readCounts({
    unreadMessages: unreadMessagesCountSql(userId),
    unreadNotifications: unreadNotificationsCountSql(userId),
  });
}

/** The root's read: the badges and whether the member's email is unconfirmed (the banner), in the same one statement. */
export async function countRootBadges(userId: string): Promise<Badges & { emailUnverified: boolean }> {
  const counts = await readCounts({
    unreadMessages: unreadMessagesCountSql(userId),
    unreadNotifications: unreadNotificationsCountSql(userId),
    emailUnverified: unverifiedCountSql(userId),
  });
  return { ...counts, emailUnverified: counts.emailUnverified > 0 };
}
