// A member's own profile: saving it (page and PUT /api/profile) and changing the password.
import { db } from "~/server/db.server";
import { closeSessionSockets } from "~/realtime/bus.server";
import { AppError } from "~/lib/errors";
import { searchTextFor } from "~/lib/search-text";
import { parseInput } from "~/lib/validation";
import { hashPassword, verifyPassword } from "~/server/password-hash.server";
import { passwordChangeSchema, profileSchema } from "~/schemas/profile";
import { publicUserSelect, toPublicUser, type PublicUser } from "./accounts.server";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";

const EMAIL_TAKEN = "This email is already used by another member";

/**
 * Saves the profile fields the spec lists. Anything else in the input (role, status, id, passwordHash,
 * unknown keys) is ignored: the schema only knows these fields.
 */
export async function updateProfile(viewer: Viewer, input: Record<string, unknown>): Promise<PublicUser> {
  const data = parseInput(profileSchema, input, "Failed to update profile.");
  await limitWrite(viewer.id, "profile");
  const taken = await db.user.findFirst({ where: { email: data.email, NOT: { id: viewer.id } }, select: { id: true } });
  if (taken) throw new AppError("conflict", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
  try {
    const row = await db.user.update({
      where: { id: viewer.id },
      data: {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        countryOfOrigin: data.countryOfOrigin ?? null,
        currentLocation: data.currentLocation ?? null,
        bio: data.bio ?? null,
        skills: JSON.stringify(data.skills),
        interests: JSON.stringify(data.interests),
        searchText: searchTextFor(data),
      },
      select: publicUserSelect,
    });
    return toPublicUser(row);
  } catch (error) {
    // Another member took the address between the check and the write.
    if ((error as { code?: string }).code === "P2002")
      throw new AppError("conflict", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
    throw error;
  }
}

/**
 * Changes the password when the current one is right; every other session of the member (cookies and
 * API tokens) ends, and their sockets close. `keepTokenHash` is the session making the change.
 */
export async function changePassword(
  viewer: Viewer,
  input: Record<string, unknown>,
  keepTokenHash: string | null,
): Promise<{ endedSessions: number }> {
  const data = parseInput(passwordChangeSchema, input, "Failed to change password.");
  await limitWrite(viewer.id, "profile");
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true } });
  if (!row || !(await verifyPassword(data.currentPassword, row.passwordHash))) {
    throw new AppError("validation", "Your current password is not right", {
      fields: { currentPassword: "Your current password is not right" },
    });
  }
  const passwordHash = await hashPassword(data.newPassword);
  const others = await db.session.findMany({
    where: { userId: viewer.id, ...(keepTokenHash ? { NOT: { tokenHash: keepTokenHash } } : {}) },
    select: { tokenHash: true },
  });
  await db.$transaction([
    db.user.update({ where: { id: viewer.id }, data: { passwordHash }, select: { id: true } }),
    db.session.deleteMany({
      where: { userId: viewer.id, tokenHash: { in: others.map((session) => session.tokenHash) } },
    }),
  ]);
  await Promise.all(others.map((session) => closeSessionSockets(session.tokenHash)));
  return { endedSessions: others.length };
}
