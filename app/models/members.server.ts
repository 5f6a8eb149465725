// Members as other members see them (profile pages, GET /api/users/:id): never email, role or status.
import * as z from "zod";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idField } from "~/schemas/ids";
import type { MemberProfile, PublicMember } from "~/lib/types/people";
import { connectionStates, countConnections } from "./connections.server";
import { avatarUrl, parseList } from "./users.server";
import type { Viewer } from "./viewer";
import { isBlockedBetween, NOT_AVAILABLE } from "./blocks.server";
import { activeMemberRule } from "./visibility-rules.server";

export type { MemberProfile, PublicMember };

const publicMemberSelect = {
  id: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  countryOfOrigin: true,
  currentLocation: true,
  bio: true,
  skills: true,
  interests: true,
  createdAt: true,
} as const;

const memberIdSchema = idField({ required: "id is required", invalid: "Not a valid id" });

/** An active member's public profile; an unknown or suspended member is a 404 (admins see suspended ones). */
export async function getMember(viewer: Viewer, id: unknown): Promise<PublicMember> {
  const memberId = parseInput(z.object({ id: memberIdSchema }), { id }, "Member not found").id;
  const row = await db.user.findUnique({ where: { id: memberId }, select: { ...publicMemberSelect, status: true } });
  if (!row || (!activeMemberRule().allows(row) && viewer.role !== "admin" && viewer.id !== row.id)) throw new AppError("not_found", "Member not found");
  if (viewer.role !== "admin" && (await isBlockedBetween(viewer.id, row.id))) throw new AppError("not_found", NOT_AVAILABLE);
  const { status: _status, skills, interests, createdAt, ...rest } = row;
  return { ...rest, avatarUrl: avatarUrl(rest), skills: parseList(skills), interests: parseList(interests), createdAt: createdAt.toISOString() };
}

/** The ids of a member's connections (accepted), from both sides of the pair. */
async function connectedIds(userId: string): Promise<Set<string>> {
  const rows = await db.connection.findMany({
    where: { status: "accepted", OR: [{ requesterId: userId }, { receiverId: userId }] },
    select: { requesterId: true, receiverId: true },
  });
  return new Set(rows.map((row) => (row.requesterId === userId ? row.receiverId : row.requesterId)));
}

/** The profile page's data: the member, the viewer's relation to them, their connection figures. */
export async function getMemberProfile(viewer: Viewer, id: unknown): Promise<MemberProfile> {
  const member = await getMember(viewer, id);
  const isSelf = member.id === viewer.id;
  const [states, connectionsCount, theirs, mine] = await Promise.all([
    connectionStates(viewer.id, isSelf ? [] : [member.id]),
    countConnections(member.id),
    isSelf ? Promise.resolve(new Set<string>()) : connectedIds(member.id),
    isSelf ? Promise.resolve(new Set<string>()) : connectedIds(viewer.id),
  ]);
  let mutualConnections = 0;
  for (const other of theirs) if (mine.has(other)) mutualConnections++;
  return { ...member, isSelf, connection: states.get(member.id) ?? "none", connectionsCount, mutualConnections };
}
