// The User columns every area reads about a member: the card shown next to their post, comment or
// suggestion, their avatar, and the JSON lists (skills, interests). No reads or writes: a leaf every model
// may import.

/** The fields a member's card shows next to their post, comment or suggestion. */
export const personCardSelect = {
  id: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  countryOfOrigin: true,
  currentLocation: true,
} as const;

/** personCardSelect's columns as a raw read answers them (checked by the row-shape test of each read). */
export const personCardRowShape = {
  id: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  currentLocation: "string|null",
} as const;

/** A JSON array of strings column (skills, interests); anything else reads as empty. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The languages column (decision 069): a JSON array of codes, or null (none said). */
export function parseLanguages(json: string | null): string[] {
  return json === null ? [] : parseList(json);
}

/** Our own generated avatar unless the member set an image (no third-party requests). */
export function avatarUrl(user: { id: string; profileImageUrl: string | null }): string {
  return user.profileImageUrl || `/avatars/${encodeURIComponent(user.id)}.svg`;
}
