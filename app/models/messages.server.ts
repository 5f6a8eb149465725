// Direct messages between two members. A member only ever reads the messages of pairs they belong to:
// every query here is keyed on the viewer's own id, so a third member gets an empty thread, never another
// pair's messages. A message is stored first, then a `message` event (an id, never the content) is published
// to the two members; their pages revalidate their loaders.
import { foldText } from "~/lib/search-tokens";
import { db, sql, type Sql } from "~/server/db.server";
import { readCount } from "~/server/read-counts.server";
import { createLimiter, consume } from "~/server/rate-limit.server";
import { publish } from "~/realtime/bus.server";
import { newMessageSchema, CONVERSATION_SEARCH_MAX } from "~/schemas/messages";
import { idSchema } from "~/schemas/ids";
import { decodeCursor, olderThan, paginate, parseLimit } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { scheduleMessageMail } from "./notification-mail.server";
import { messageTag, schedulePushClear, schedulePushMessage } from "./push-delivery.server";
import { limitWrite } from "./write-limits.server";
import { avatarUrl } from "./member-fields.server";
import type { Viewer } from "./viewer";
import type { ConversationSummary, DirectMessage, ThreadPage } from "~/lib/types/messages";
import { isBlockedBetween, NOT_AVAILABLE } from "./blocks.server";
import { activeMemberRule, blockRule, conversationPartnerRule } from "./visibility-rules.server";
import { once, type Submission } from "./submissions.server";

export type { ConversationSummary, DirectMessage, ThreadPage };

export const THREAD_PAGE_SIZE = 25;
export const THREAD_MAX_PAGE_SIZE = 100;
/** New conversations (a first message to someone) a member may start per day. */
export const NEW_CONVERSATIONS_PER_DAY = 50;

const messageSelect = { id: true, senderId: true, receiverId: true, content: true, createdAt: true } as const;
const otherUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  countryOfOrigin: true,
} as const;

type MessageRow = { id: string; senderId: string; receiverId: string; content: string; createdAt: Date };

const toMessage = (row: MessageRow): DirectMessage => ({ ...row, createdAt: row.createdAt.toISOString() });

const memberNotFound = () => new AppError("not_found", "Member not found");

/** Messages of the pair (viewer, other), either direction. */
const pairWhere = (viewerId: string, otherId: string) => ({
  OR: [
    { senderId: viewerId, receiverId: otherId },
    { senderId: otherId, receiverId: viewerId },
  ],
});

function parseUserId(value: unknown): string {
  return parseInput(idSchema, value);
}

/** The other member of a conversation: must exist and be active (a suspended member reads as unknown). */
export async function getConversationPartner(viewer: Viewer, otherId: unknown) {
  const id = parseUserId(otherId);
  const user = await db.user.findUnique({
    where: { id },
    select: { ...otherUserSelect, currentLocation: true, status: true },
  });
  if (!user || !conversationPartnerRule().allows(user)) throw memberNotFound();
  if (await isBlockedBetween(viewer.id, user.id)) throw new AppError("not_found", NOT_AVAILABLE);
  const { status: _status, ...rest } = user;
  // A deleted account's messages stay readable; nothing can be sent to it.
  return { ...rest, avatarUrl: avatarUrl(user), isSelf: user.id === viewer.id, deleted: user.status === "deleted" };
}

let newConversationLimiter: ReturnType<typeof createLimiter> | undefined;

/**
 * `submission` is the form's one-time token or the API's Idempotency-Key (decision 031): the same one again answers
 * this message and sends nothing. Without one the message is a single statement, without a transaction.
 */
export async function sendMessage(
  viewer: Viewer,
  input: Record<string, unknown>,
  submission?: Submission,
): Promise<DirectMessage> {
  const data = parseInput(newMessageSchema, input, "Failed to send message.");
  if (data.receiverId === viewer.id) {
    throw new AppError("validation", "receiverId: you cannot send a message to yourself", {
      fields: { receiverId: "You cannot send a message to yourself" },
    });
  }
  return once(viewer, submission, ["message", data], async (remember, tokened) => {
    const receiver = await db.user.findUnique({ where: { id: data.receiverId }, select: { id: true, status: true } });
    if (!receiver || !activeMemberRule().allows(receiver)) throw memberNotFound();
    // A clear refusal, not a silent drop: the sender knows the message did not go.
    if (await isBlockedBetween(viewer.id, receiver.id))
      throw new AppError("forbidden", "You can't message this member", {
        fields: { receiverId: "You can't message this member" },
      });
    await limitWrite(viewer.id, "message");
    const before = await db.message.findFirst({ where: pairWhere(viewer.id, receiver.id), select: { id: true } });
    if (!before) {
      newConversationLimiter ??= createLimiter({
        keyPrefix: "write-new-conversation",
        points: NEW_CONVERSATIONS_PER_DAY,
        duration: 24 * 60 * 60,
      });
      await consume(
        newConversationLimiter,
        viewer.id,
        1,
        "You have started many conversations today. Please try again in",
      );
    }
    const store = async (tx: Pick<typeof db, "message" | "formSubmission">) => {
      const row = await tx.message.create({
        data: { senderId: viewer.id, receiverId: receiver.id, content: data.content },
        select: messageSelect,
      });
      return remember(tx, toMessage(row));
    };
    const message = tokened ? await db.$transaction(store) : await store(db);
    // Stored first, then announced to both members (the sender's other tabs too).
    await Promise.all([
      publish([receiver.id], { type: "message", conversationWith: viewer.id, messageId: message.id }),
      publish([viewer.id], { type: "message", conversationWith: receiver.id, messageId: message.id }),
    ]);
    // The mail, if the receiver turns out to be away (notification-mail.server.ts); the message stands without it.
    await scheduleMessageMail({ id: message.id, senderId: viewer.id, receiverId: receiver.id });
    // And the push to the receiver's devices (push-delivery.server.ts decides when the job runs).
    await schedulePushMessage({ id: message.id, senderId: viewer.id, receiverId: receiver.id });
    return message;
  });
}

/**
 * One page of the thread with `otherId`, oldest to newest within the page; `earlierCursor` pages back in
 * time. An unknown member is a 404; a member the viewer never wrote with is an empty thread.
 */
export async function listThread(
  viewer: Viewer,
  otherId: unknown,
  options: { cursor?: string | null; limit?: unknown } = {},
): Promise<ThreadPage> {
  const id = parseUserId(otherId);
  const limit = parseLimit(options.limit, THREAD_PAGE_SIZE, THREAD_MAX_PAGE_SIZE);
  const cursor = decodeCursor(options.cursor);
  const [other, rows] = await Promise.all([
    db.user.findUnique({ where: { id }, select: { id: true } }),
    db.message.findMany({
      where: { AND: [pairWhere(viewer.id, id), olderThan(cursor)] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit + 1,
      select: messageSelect,
    }),
  ]);
  if (!other) throw memberNotFound();
  const { items, nextCursor } = paginate(rows, limit);
  return { messages: items.reverse().map(toMessage), earlierCursor: nextCursor };
}

/** Marks the messages `otherId` sent the viewer as read; returns how many changed. */
export async function markConversationRead(viewer: Viewer, otherId: unknown): Promise<number> {
  const id = parseUserId(otherId);
  const other = await db.user.findUnique({ where: { id }, select: { id: true } });
  if (!other) throw memberNotFound();
  await limitWrite(viewer.id, "read");
  const { count } = await db.message.updateMany({
    where: { senderId: id, receiverId: viewer.id, readAt: null },
    data: { readAt: new Date() },
  });
  // The viewer's other tabs update their badges.
  if (count > 0) await publish([viewer.id], { type: "message", conversationWith: id, read: true });
  // The conversation's notification on the member's devices goes too.
  if (count > 0) await schedulePushClear(viewer.id, [messageTag(id)]);
  return count;
}

/**
 * The viewer's conversations, most recent first, in a fixed number of statements whatever their number:
 * the latest time per partner in each direction, the unread counts, the last messages, the partners.
 * `q` keeps the partners whose first or last name starts with it (case and accents folded).
 */
export async function listConversations(viewer: Viewer, options: { q?: unknown } = {}): Promise<ConversationSummary[]> {
  const q = typeof options.q === "string" ? foldText(options.q.trim().slice(0, CONVERSATION_SEARCH_MAX)) : "";
  const [sent, received, unread] = await Promise.all([
    db.message.groupBy({ by: ["receiverId"], where: { senderId: viewer.id }, _max: { createdAt: true } }),
    db.message.groupBy({ by: ["senderId"], where: { receiverId: viewer.id }, _max: { createdAt: true } }),
    db.message.groupBy({ by: ["senderId"], where: { receiverId: viewer.id, readAt: null }, _count: { _all: true } }),
  ]);
  const latest = new Map<string, Date>();
  const keep = (otherId: string, at: Date | null) => {
    if (!at || otherId === viewer.id) return;
    const known = latest.get(otherId);
    if (!known || at > known) latest.set(otherId, at);
  };
  for (const row of sent) keep(row.receiverId, row._max.createdAt);
  for (const row of received) keep(row.senderId, row._max.createdAt);
  if (latest.size === 0) return [];
  const otherIds = [...latest.keys()];
  const [users, lastRows] = await Promise.all([
    db.user.findMany({
      where: { id: { in: otherIds }, ...conversationPartnerRule().where, ...blockRule(viewer.id).where },
      select: otherUserSelect,
    }),
    // The messages at each partner's latest time: one `IN` over the distinct times (a short list of
    // parameters, where one OR branch per pair would run past the database's parameter limit).
    db.message.findMany({
      where: {
        OR: [{ senderId: viewer.id }, { receiverId: viewer.id }],
        createdAt: { in: [...new Set([...latest.values()].map((at) => at.getTime()))].map((ms) => new Date(ms)) },
      },
      select: messageSelect,
    }),
  ]);
  const lastByOther = new Map<string, MessageRow>();
  for (const row of lastRows) {
    const otherId = row.senderId === viewer.id ? row.receiverId : row.senderId;
    // Another pair's message can share a time with this pair's latest: keep only the pair's own latest.
    if (latest.get(otherId)?.getTime() !== row.createdAt.getTime()) continue;
    const known = lastByOther.get(otherId);
    if (!known || row.id > known.id) lastByOther.set(otherId, row);
  }
  const unreadBy = new Map(unread.map((row) => [row.senderId, row._count._all]));
  // Accents and case folded as search folds them: "zoe" finds Zoë.
  const matches = (name: string) => foldText(name).startsWith(q);
  return users
    .filter((user) => !q || matches(user.firstName) || matches(user.lastName))
    .flatMap((user) => {
      const last = lastByOther.get(user.id);
      if (!last) return [];
      return [
        {
          user: { ...user, avatarUrl: avatarUrl(user) },
          lastMessage: { content: last.content, createdAt: last.createdAt.toISOString() },
          unreadCount: unreadBy.get(user.id) ?? 0,
        },
      ];
    })
    .sort((a, b) =>
      a.lastMessage.createdAt < b.lastMessage.createdAt
        ? 1
        : a.lastMessage.createdAt > b.lastMessage.createdAt
          ? -1
          : 0,
    );
}

/** Unread messages from active members (the nav's badge). */
export function countUnreadMessages(userId: string): Promise<number> {
  return readCount(unreadMessagesCountSql(userId));
}

/** The nav badge's count as SQL, for readCounts (the root loader reads it with the notifications' badge). */
export function unreadMessagesCountSql(userId: string): Sql {
  // Raw SQL: the nav badge is on every page (decision 018). The rules of the model query it replaced.
  return sql`
    SELECT COUNT(*) AS "n" FROM "Message" m JOIN "User" s ON s."id" = m."senderId"
    WHERE m."receiverId" = ${userId} AND m."readAt" IS NULL AND ${conversationPartnerRule().sql(sql`s."status"`)}
      AND ${blockRule(userId).sql(sql`s."id"`)}`;
}
