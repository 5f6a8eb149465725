// Users as the app and the API see them: never the password hash.
import { db } from "~/server/db.server";
import type { AdminUser } from "~/lib/types/admin";

export const publicUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profileImageUrl: true,
  countryOfOrigin: true,
  currentLocation: true,
  bio: true,
  skills: true,
  interests: true,
  role: true,
  status: true,
  createdAt: true,
} as const;

/** The fields a member's card shows next to their post, comment or suggestion. */
export const personCardSelect = {
  id: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  countryOfOrigin: true,
  currentLocation: true,
} as const;

export type UserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  bio: string | null;
  skills: string;
  interests: string;
  role: "member" | "admin";
  status: "active" | "suspended";
  createdAt: Date;
};

export type PublicUser = Omit<UserRow, "skills" | "interests"> & {
  skills: string[];
  interests: string[];
  avatarUrl: string;
};

export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Our own generated avatar unless the member set an image (no third-party requests). */
export function avatarUrl(user: { id: string; profileImageUrl: string | null }): string {
  return user.profileImageUrl || `/avatars/${encodeURIComponent(user.id)}.svg`;
}

export function toPublicUser(row: UserRow): PublicUser {
  return { ...row, skills: parseList(row.skills), interests: parseList(row.interests), avatarUrl: avatarUrl(row) };
}

export { searchTextFor } from "~/lib/search-text";

/** Used by `npm run admin:grant`. */
export async function grantAdminByEmail(email: string): Promise<PublicUser> {
  const normalized = email.trim().toLowerCase();
  const existing = await db.user.findUnique({ where: { email: normalized }, select: { id: true } });
  if (!existing) throw new Error(`No account with the email "${normalized}". Register it first, then grant the role.`);
  const row = await db.user.update({ where: { id: existing.id }, data: { role: "admin" }, select: publicUserSelect });
  return toPublicUser(row);
}

/** The fields an admin sees of a member (their email too, never the password hash). */
export const adminUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profileImageUrl: true,
  countryOfOrigin: true,
  currentLocation: true,
  role: true,
  status: true,
  createdAt: true,
} as const;

export function toAdminUser(row: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  role: "member" | "admin";
  status: "active" | "suspended";
  createdAt: Date;
}): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString(), avatarUrl: avatarUrl(row) };
}
