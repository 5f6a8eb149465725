// Direct messages between two members. A member only ever reads the messages of pairs they belong to:
// every query here is keyed on the viewer's own id, so a third member gets an empty thread, never another
// pair's messages. A message is stored first, then a `message` event (an id, never the content) is published
// to the two members; their pages revalidate their loaders.
import { foldText } from "~/lib/search-tokens";
import { db, sql, sqlLimit, sqlOlderThan, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { readCount } from "~/server/read-counts.server";
import { createLimiter, consume } from "~/server/rate-limit.server";
import { publish } from "~/realtime/bus.server";
import { newMessageSchema, CONVERSATION_SEARCH_MAX } from "~/schemas/messages";
import { idSchema } from "~/schemas/ids";
import { decodeCursor, paginate, parseLimit } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { scheduleMessageMail } from "./notification-mail.server";
import { messageTag, schedulePushClear, schedulePushMessage } from "./push-delivery.server";
import { limitWrite } from "./write-limits.server";
import { avatarUrl, personCardRowShape } from "./member-fields.server";
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

/** A row of a thread's read. */
export const messageRowShape = {
  id: "string",
  senderId: "string",
  receiverId: "string",
  content: "string",
  createdAt: "Date",
} as const;
type MessageRow = RowOf<typeof messageRowShape>;

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

/** A row of the conversation partner's read: their card, status, and whether a block stands either way (1). */
export const partnerRowShape = { ...personCardRowShape, status: "string", blocked: "number|bigint|boolean" } as const;

/**
 * The other member of a conversation: must exist and be active (a suspended member reads as unknown). One raw
 * read with the block check (decision 022): each page of a thread starts with it.
 */
export async function getConversationPartner(viewer: Viewer, otherId: unknown) {
  const id = parseUserId(otherId);
  const [row] = await readRows<Array<RowOf<typeof partnerRowShape>>>(sql`
    SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", u."currentLocation",
      u."status", CASE WHEN ${blockRule(viewer.id).sql(sql`u."id"`)} THEN 0 ELSE 1 END AS "blocked"
    FROM "User" u WHERE u."id" = ${id}`);
  if (!row || !conversationPartnerRule().allows(row)) throw memberNotFound();
  if (Number(row.blocked) === 1) throw new AppError("not_found", NOT_AVAILABLE);
  const { status: _status, blocked: _blocked, ...rest } = row;
  // A deleted account's messages stay readable; nothing can be sent to it.
  return { ...rest, avatarUrl: avatarUrl(row), isSelf: row.id === viewer.id, deleted: row.status === "deleted" };
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
  // Raw (decision 022): each direction of the pair seeks its index to the cursor (keyset-plans.server.test.ts).
  const [other, rows] = await Promise.all([
    readRows<Array<{ id: string }>>(sql`SELECT "id" FROM "User" WHERE "id" = ${id}`),
    readRows<Array<RowOf<typeof messageRowShape>>>(sql`
      SELECT "id", "senderId", "receiverId", "content", "createdAt" FROM "Message"
      WHERE (("senderId" = ${viewer.id} AND "receiverId" = ${id}) OR ("senderId" = ${id} AND "receiverId" = ${viewer.id}))
        ${sqlOlderThan(sql`"Message"`, cursor)}
      ORDER BY "createdAt" DESC, "id" DESC ${sqlLimit(limit + 1)}`),
  ]);
  if (other.length === 0) throw memberNotFound();
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

/** A row of the conversations' read: the partner's card, the pair's last message and what the viewer has unread. */
export const conversationRowShape = {
  id: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  content: "string",
  createdAt: "Date",
  unread: "number|bigint|null",
} as const;
type ConversationRow = RowOf<typeof conversationRowShape>;

/**
 * The viewer's conversations, most recent first, in one statement whatever their number (raw, decision 022: the
 * five Prisma reads it replaced cost ~1 ms of CPU each): the latest time per partner over both directions, read
 * from the viewer's own keys; the pair's message at that time (the newest id of a tie); the unread counts from
 * the unread index. `q` keeps the partners whose first or last name starts with it (case and accents folded).
 */
export async function listConversations(viewer: Viewer, options: { q?: unknown } = {}): Promise<ConversationSummary[]> {
  const q = typeof options.q === "string" ? foldText(options.q.trim().slice(0, CONVERSATION_SEARCH_MAX)) : "";
  const me = viewer.id;
  const rows = await readRows<ConversationRow[]>(sql`
    WITH "latest" AS (
      SELECT "otherId", MAX("at") AS "at" FROM (
        SELECT "receiverId" AS "otherId", MAX("createdAt") AS "at" FROM "Message" WHERE "senderId" = ${me}
        GROUP BY "receiverId"
        UNION ALL
        SELECT "senderId", MAX("createdAt") FROM "Message" WHERE "receiverId" = ${me} GROUP BY "senderId"
      ) "byDirection"
      WHERE "otherId" <> ${me}
      GROUP BY "otherId"
    ), "unread" AS (
      SELECT "senderId" AS "otherId", COUNT(*) AS "n" FROM "Message" WHERE "receiverId" = ${me} AND "readAt" IS NULL
      GROUP BY "senderId"
    )
    SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", m."content", m."createdAt",
      r."n" AS "unread"
    FROM "latest" l
    JOIN "User" u ON u."id" = l."otherId"
    JOIN "Message" m ON m."id" = (
      SELECT p."id" FROM "Message" p
      WHERE ((p."senderId" = ${me} AND p."receiverId" = l."otherId") OR (p."senderId" = l."otherId" AND p."receiverId" = ${me}))
        AND p."createdAt" = l."at"
      ORDER BY p."id" DESC ${sqlLimit(1)})
    LEFT JOIN "unread" r ON r."otherId" = l."otherId"
    WHERE ${conversationPartnerRule().sql(sql`u."status"`)} AND ${blockRule(me).sql(sql`u."id"`)}
    ORDER BY m."createdAt" DESC, m."id" DESC`);
  // Accents and case folded as search folds them: "zoe" finds Zoë.
  const matches = (name: string) => foldText(name).startsWith(q);
  return rows
    .filter((row) => !q || matches(row.firstName) || matches(row.lastName))
    .map((row) => {
      const user = {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        profileImageUrl: row.profileImageUrl,
        countryOfOrigin: row.countryOfOrigin,
      };
      return {
        user: { ...user, avatarUrl: avatarUrl(user) },
        lastMessage: { content: row.content, createdAt: row.createdAt.toISOString() },
        unreadCount: Number(row.unread ?? 0),
      };
    });
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
