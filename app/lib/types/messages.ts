// What the messages pages and API return (component types live here, not in .server modules).
export type ConversationUser = { id: string; firstName: string; lastName: string; profileImageUrl: string | null };
export type ConversationSummary = {
  user: ConversationUser & { avatarUrl: string; countryOfOrigin: string | null };
  lastMessage: { content: string; createdAt: string };
  unreadCount: number;
};
export type DirectMessage = { id: string; senderId: string; receiverId: string; content: string; createdAt: string };
/** A page of a thread, oldest to newest; `earlierCursor` loads the messages before the first one. */
export type ThreadPage = { messages: DirectMessage[]; earlierCursor: string | null };
