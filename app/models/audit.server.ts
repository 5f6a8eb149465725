// The audit log: who did what to whom, and when. Every admin action (suspend, activate, and the
// moderation actions: hide, delete, dismiss) writes one row through `recordAdminAction`, and every act of a
// member's delegated power (an event's hosts: naming co-hosts, messaging attendees, a co-host's edit; rule 13)
// one through `recordHostAction`, inside the same transaction as the change when the caller passes its
// transaction client.
import { db } from "~/server/db.server";
import { decodeCursor, olderThan, paginate, parseLimit } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import type { AuditEntry } from "~/lib/types/admin";
import type { Viewer } from "./viewer";

export type { AuditEntry };

/** What an admin did: `action` like "user.suspend" or "post.hide", on a subject ("user", "post", ...). */
export type AdminActionInput = {
  action: string;
  subjectType: string;
  subjectId: string;
  /** Readable name of the subject at the time (a member's name, a post's first words). */
  subjectLabel: string;
  note?: string | null;
  /** The circle it was done in (issue 47), if any. */
  circleId?: string | null;
};

type Actor = Viewer & { firstName: string; lastName: string };
type Client = Pick<typeof db, "adminAction">;

const LABEL_MAX = 120;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One audit row: who acted (their name as it was), on what, and where. */
async function writeAuditRow(
  actor: { id: string; firstName: string; lastName: string },
  input: AdminActionInput,
  client: Client,
): Promise<void> {
  await client.adminAction.create({
    data: {
      actorId: actor.id,
      actorName: clip(`${actor.firstName} ${actor.lastName}`, LABEL_MAX),
      action: input.action,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      subjectLabel: clip(input.subjectLabel, LABEL_MAX),
      note: input.note ? clip(input.note, 1000) : null,
      circleId: input.circleId ?? null,
    },
    select: { id: true },
  });
}

/** Writes the audit row for an admin's action; pass the transaction client to commit it with the change. */
export async function recordAdminAction(actor: Actor, input: AdminActionInput, client: Client = db): Promise<void> {
  if (actor.role !== "admin") throw new AppError("forbidden", "Only admins take admin actions");
  await writeAuditRow(actor, input, client);
}

/**
 * Writes the audit row for a circle host's act (issue 47): the host as actor, the circle it was done in. The
 * caller has checked the host's power (requireCircleHost) in the same transaction.
 */
export async function recordCircleHostAction(
  actor: Actor,
  circleId: string,
  input: AdminActionInput,
  client: Client = db,
): Promise<void> {
  await writeAuditRow(actor, { ...input, circleId }, client);
}

/**
 * Writes the audit row for a member's act under a power they hold over an item (an event's organizer or
 * co-host): the caller has checked the power at the act, in the transaction it passes. The actor's name is
 * read in it too.
 */
export async function recordHostAction(
  actor: Viewer,
  input: AdminActionInput,
  client: Pick<typeof db, "adminAction" | "user"> = db,
): Promise<void> {
  const me = await client.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { firstName: true, lastName: true },
  });
  await writeAuditRow({ id: actor.id, ...me }, input, client);
}

const entrySelect = {
  id: true,
  actorId: true,
  actorName: true,
  action: true,
  subjectType: true,
  subjectId: true,
  subjectLabel: true,
  note: true,
  createdAt: true,
} as const;

/** The audit log, newest first, in keyset pages (admins only). */
export async function listAdminActions(
  viewer: Viewer,
  options: { cursor?: string | null; limit?: unknown; subjectType?: string; subjectId?: string } = {},
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  if (viewer.role !== "admin") throw new AppError("forbidden", "Only admins can read the audit log");
  const limit = parseLimit(options.limit, 20, 100);
  const rows = await db.adminAction.findMany({
    where: {
      ...olderThan(decodeCursor(options.cursor)),
      ...(options.subjectType ? { subjectType: options.subjectType } : {}),
      ...(options.subjectId ? { subjectId: options.subjectId } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: entrySelect,
  });
  const { items, nextCursor } = paginate(rows, limit);
  return { items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), nextCursor };
}
