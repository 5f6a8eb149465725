// Direct messages. (The messages feature builds on this; the nav shows the unread count.)
import { db } from "~/server/db.server";

export async function countUnreadMessages(userId: string): Promise<number> {
  return db.message.count({ where: { receiverId: userId, readAt: null } });
}
