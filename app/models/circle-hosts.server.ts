// Who may keep a circle (issue 47): its hosts, each only in their own circle and only while active and still a
// member of it. `circleHostRole` is the one answer to "may this actor act as host here"; every host act (welcome
// and rules, pins, removals, mutes, reports, join requests, renaming, closing) asks it at the moment of the act.
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { memberByChoice } from "./circle-membership.server";
import type { Viewer } from "./viewer";

type Client = Pick<typeof db, "user" | "circleHost" | "circleChoice" | "circleHostBar">;

export const NOT_A_CIRCLE_HOST = "Only the circle's hosts can do this";

/**
 * "host" when the actor hosts this circle now: a host row, an active account, not barred from hosting by the
 * admin team, and still in the circle. Null for anyone else: a stranger, a host of another circle, a removed
 * host, a suspended, deleted or barred one, one who left the circle.
 */
export async function circleHostRole(actor: Viewer, circleId: string, client: Client = db): Promise<"host" | null> {
  const [me, row, bar, choice] = await Promise.all([
    client.user.findUnique({
      where: { id: actor.id },
      select: { status: true, countryOfOrigin: true, secondHomeland: true, placeId: true },
    }),
    client.circleHost.findUnique({
      where: { circleId_userId: { circleId, userId: actor.id } },
      select: { userId: true },
    }),
    client.circleHostBar.findUnique({ where: { userId: actor.id }, select: { userId: true } }),
    client.circleChoice.findUnique({
      where: { userId_circleId: { userId: actor.id, circleId } },
      select: { state: true },
    }),
  ]);
  return hostRoleOf(circleId, {
    actor: me,
    hostRow: row !== null,
    barred: bar !== null,
    choice: choice?.state ?? null,
  });
}

/** What the host rule decides on: the actor's account, their host row, a bar, and their choice about the circle. */
export type HostFacts = {
  actor: {
    status: string;
    countryOfOrigin: string | null;
    secondHomeland: string | null;
    placeId: number | null;
  } | null;
  hostRow: boolean;
  barred: boolean;
  choice: string | null;
};

/** The host rule itself, over facts read by circleHostRole in an act's transaction or by a page's one read. */
export function hostRoleOf(circleId: string, { actor, hostRow, barred, choice }: HostFacts): "host" | null {
  if (!hostRow || barred || actor?.status !== "active") return null;
  return memberByChoice(actor, circleId, choice) ? "host" : null;
}

/** Throws 403 unless the actor hosts the circle now (see circleHostRole). */
export async function requireCircleHost(actor: Viewer, circleId: string, client: Client = db): Promise<void> {
  if ((await circleHostRole(actor, circleId, client)) !== "host") throw new AppError("forbidden", NOT_A_CIRCLE_HOST);
}

/** "You are muted in this circle until {{until}}": the muted member is told until when. */
export function mutedMessage(until: Date): string {
  return `You are muted in this circle until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Until when a member is muted in a circle, or null when they are not (a mute ends by time: no job clears it). */
export async function mutedUntil(
  userId: string,
  circleId: string,
  client: Pick<typeof db, "circleMute"> = db,
  now = new Date(),
): Promise<Date | null> {
  const mute = await client.circleMute.findUnique({
    where: { circleId_userId: { circleId, userId } },
    select: { until: true },
  });
  return mutedAt(mute?.until ?? null, now);
}

/** A mute's end while it lasts, or null once it has passed: the one answer, whoever read the row. */
export function mutedAt(until: Date | null, now: Date): Date | null {
  return until && until > now ? until : null;
}

/** Refuses a post or comment in a circle where its author is muted, saying until when (403, on `field`). */
export async function assertNotMuted(
  userId: string,
  circleId: string | null,
  field = "content",
  client: Pick<typeof db, "circleMute"> = db,
): Promise<void> {
  if (circleId === null) return;
  const until = await mutedUntil(userId, circleId, client);
  if (until) {
    const message = mutedMessage(until);
    throw new AppError("forbidden", message, { fields: { [field]: message } });
  }
}
