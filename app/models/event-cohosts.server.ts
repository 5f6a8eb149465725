// Naming and removing an event's co-hosts (decision 085): the organizer's power alone, over members they are
// connected with. What a co-host may then do is answered by eventHostRole (event-hosts.server.ts).
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idSchema } from "~/schemas/ids";
import type { EventPerson } from "~/lib/types/events";
import { connectionPair } from "./connections.server";
import { isBlockedBetween } from "./blocks.server";
import { recordHostAction } from "./audit.server";
import { requireEventHost } from "./event-hosts.server";
import { avatarUrl } from "./member-fields.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

export const NOT_CONNECTED = "Co-hosts are members you are connected with";

const personSelect = { id: true, firstName: true, lastName: true, profileImageUrl: true } as const;

export type CohostList = { eventId: string; cohosts: EventPerson[] };

/** The co-hosts an event's page shows: those whose role has effect (active, not blocked either way). */
export async function listCohosts(
  event: { id: string; organizerId: string },
  client: Pick<typeof db, "eventCohost"> = db,
): Promise<EventPerson[]> {
  const rows = await client.eventCohost.findMany({
    where: {
      eventId: event.id,
      user: {
        status: "active",
        blocksMade: { none: { blockedId: event.organizerId } },
        blocksReceived: { none: { blockerId: event.organizerId } },
      },
    },
    orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    take: 50,
    select: { user: { select: personSelect } },
  });
  return rows.map((row) => ({ ...row.user, avatarUrl: avatarUrl(row.user) }));
}

/** Names a co-host: the organizer only, a member they are connected with, active and not blocked either way. */
export async function addCohost(viewer: Viewer, id: unknown, userId: unknown): Promise<CohostList> {
  const eventId = parseInput(idSchema, id);
  const memberId = parseInput(idSchema, userId);
  await limitWrite(viewer.id, "content");
  return db.$transaction(async (tx) => {
    const event = await requireEventHost(viewer, eventId, { organizerOnly: true, client: tx });
    if (event.cancelledAt) throw new AppError("conflict", "This event is cancelled");
    if (memberId === viewer.id) throw new AppError("conflict", "You're already its organizer");
    const member = await tx.user.findUnique({
      where: { id: memberId },
      select: { status: true, firstName: true, lastName: true },
    });
    if (!member || member.status !== "active" || (await isBlockedBetween(viewer.id, memberId, tx)))
      throw new AppError("not_found", "Member not found");
    const connected = await tx.connection.findFirst({
      where: { ...connectionPair(viewer.id, memberId), status: "accepted" },
      select: { id: true },
    });
    if (!connected) throw new AppError("conflict", NOT_CONNECTED);
    const named = await tx.eventCohost.findUnique({
      where: { eventId_userId: { eventId, userId: memberId } },
      select: { eventId: true },
    });
    if (!named) {
      await tx.eventCohost.create({ data: { eventId, userId: memberId }, select: { eventId: true } });
      // The act in the audit log (rule 13), with the one it named; naming them again is no act.
      await recordHostAction(viewer, cohostAudit("event.cohost_add", event, member), tx);
    }
    return { eventId, cohosts: await listCohosts(event, tx) };
  });
}

/** An audit row about a co-host of an event: the event is its subject, the co-host's name its note. */
function cohostAudit(
  action: string,
  event: { id: string; title: string },
  member: { firstName: string; lastName: string } | null,
) {
  return {
    action,
    subjectType: "event",
    subjectId: event.id,
    subjectLabel: event.title,
    note: member ? `${member.firstName} ${member.lastName}` : null,
  };
}

/** Removes a co-host (the organizer only); removing one who is not is fine. */
export async function removeCohost(viewer: Viewer, id: unknown, userId: unknown): Promise<CohostList> {
  const eventId = parseInput(idSchema, id);
  const memberId = parseInput(idSchema, userId);
  await limitWrite(viewer.id, "content");
  return db.$transaction(async (tx) => {
    const event = await requireEventHost(viewer, eventId, { organizerOnly: true, client: tx });
    const removed = await tx.eventCohost.deleteMany({ where: { eventId, userId: memberId } });
    if (removed.count > 0) {
      const member = await tx.user.findUnique({ where: { id: memberId }, select: { firstName: true, lastName: true } });
      await recordHostAction(viewer, cohostAudit("event.cohost_remove", event, member), tx);
    }
    return { eventId, cohosts: await listCohosts(event, tx) };
  });
}
