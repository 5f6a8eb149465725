// Who may keep a circle (issue 47): its hosts, each only in their own circle and only while active and still a
// member of it. `circleHostRole` is the one answer to "may this actor act as host here"; every host act (welcome
// and rules, pins, removals, mutes, reports, join requests, renaming, closing) asks it at the moment of the act.
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { isCircleMember } from "./circle-membership.server";
import type { Viewer } from "./viewer";

type Client = Pick<typeof db, "user" | "circleHost" | "circleChoice">;

export const NOT_A_CIRCLE_HOST = "Only the circle's hosts can do this";

/**
 * "host" when the actor hosts this circle now: a host row, an active account, and still in the circle. Null
 * for anyone else: a stranger, a host of another circle, a removed host, a suspended or deleted one, one who
 * left the circle.
 */
export async function circleHostRole(actor: Viewer, circleId: string, client: Client = db): Promise<"host" | null> {
  const [me, row] = await Promise.all([
    client.user.findUnique({
      where: { id: actor.id },
      select: { id: true, status: true, countryOfOrigin: true, secondHomeland: true, placeId: true },
    }),
    client.circleHost.findUnique({
      where: { circleId_userId: { circleId, userId: actor.id } },
      select: { userId: true },
    }),
  ]);
  if (!row || me?.status !== "active") return null;
  return (await isCircleMember(me, circleId, client)) ? "host" : null;
}

/** Throws 403 unless the actor hosts the circle now (see circleHostRole). */
export async function requireCircleHost(actor: Viewer, circleId: string, client: Client = db): Promise<void> {
  if ((await circleHostRole(actor, circleId, client)) !== "host") throw new AppError("forbidden", NOT_A_CIRCLE_HOST);
}
