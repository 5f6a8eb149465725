// The nav's two badges, read on every page: unread messages and unread notifications, in one statement.
import { readCounts } from "~/server/read-counts.server";
import { unreadMessagesCountSql } from "./messages.server";
import { unreadNotificationsCountSql } from "./notifications.server";

export type Badges = { unreadMessages: number; unreadNotifications: number };

export function countBadges(userId: string): Promise<Badges> {
  return readCounts({
    unreadMessages: unreadMessagesCountSql(userId),
    unreadNotifications: unreadNotificationsCountSql(userId),
  });
}
