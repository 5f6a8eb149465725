// The nav's two badges, read on every page: unread messages and unread notifications, in one statement.
import { readCounts } from "~/server/read-counts.server";
import { countUnreadMessages, unreadMessagesCountSql } from "./messages.server";
import { countUnreadNotifications, unreadNotificationsCountSql } from "./notifications.server";

export type Badges = { unreadMessages: number; unreadNotifications: number };

/**
 * `except`: the conversation being opened (its own loader marks it read), not counted. `exceptNewest`: on
 * the notifications page, its newest (marked read by the page) are not counted; that rarer case reads
 * them on their own.
 */
export async function countBadges(userId: string, options: { except?: string; exceptNewest?: number } = {}): Promise<Badges> {
  if (options.exceptNewest) {
    const [unreadMessages, unreadNotifications] = await Promise.all([
      countUnreadMessages(userId, { except: options.except }),
      countUnreadNotifications(userId, { exceptNewest: options.exceptNewest }),
    ]);
    return { unreadMessages, unreadNotifications };
  }
  return readCounts({ unreadMessages: unreadMessagesCountSql(userId, { except: options.except }), unreadNotifications: unreadNotificationsCountSql(userId) });
}
