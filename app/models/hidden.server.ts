// Content an admin hid after a report (decision 019): gone for everyone but its author and admins.
// Lists filter it in the query; a direct link answers "not found", the same as an item that never existed.
import type { Viewer } from "./viewer";

type OwnerField = "authorId" | "organizerId" | "providerId";

/** A where-clause part: visible when not hidden, or when the viewer owns it or is an admin. Use it inside AND. */
export function visibleTo(viewer: Viewer, ownerField: OwnerField) {
  return viewer.role === "admin" ? {} : { OR: [{ hiddenAt: null }, { [ownerField]: viewer.id }] };
}

/** The same rule for one row already read. */
export function isVisibleTo(viewer: Viewer, row: { hiddenAt: Date | null }, ownerId: string): boolean {
  return row.hiddenAt === null || viewer.role === "admin" || viewer.id === ownerId;
}
