// Opaque keyset cursors: (createdAt, id) of the last row of a page.
import { AppError } from "./errors";

export type Cursor = { createdAt: Date; id: string };

export function encodeCursor(row: Cursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([A-Za-z0-9_-]{1,64})$/;

/** A cursor is exactly what encodeCursor makes; anything else (out-of-range dates too) is a 400. */
export function decodeCursor(value: string | null | undefined): Cursor | null {
  if (!value) return null;
  const invalid = () =>
    new AppError("validation", "cursor: not a valid cursor", { fields: { cursor: "Not a valid cursor" } });
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  const match = CURSOR_PATTERN.exec(Buffer.from(value, "base64url").toString("utf8"));
  if (!match) throw invalid();
  const createdAt = new Date(match[1]);
  // Round-tripping rejects impossible dates (2026-02-31) that Date would silently roll over.
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== match[1]) throw invalid();
  return { createdAt, id: match[2] };
}

/**
 * Rows strictly after the cursor in (key, id) order, newest first by default. The bound (`lte` when
 * descending) says the same as the `OR` beside it, but a planner can seek the (key, id) index with it:
 * SQLite reads the `OR` alone by scanning that index from the first row and filtering, so page n cost n
 * pages (app/models/keyset-plans.server.test.ts).
 */
export function afterCursor(cursor: Cursor | null, order: "asc" | "desc" = "desc", column = "createdAt") {
  if (!cursor) return {};
  const [bound, strict] = order === "desc" ? (["lte", "lt"] as const) : (["gte", "gt"] as const);
  return {
    [column]: { [bound]: cursor.createdAt },
    OR: [{ [column]: { [strict]: cursor.createdAt } }, { id: { [strict]: cursor.id } }],
  };
}

/** Rows strictly after the cursor in (createdAt desc, id desc) order. */
export const olderThan = (cursor: Cursor | null) => afterCursor(cursor, "desc");

/** Rows strictly after the cursor in (createdAt asc, id asc) order. */
export const newerThan = (cursor: Cursor | null) => afterCursor(cursor, "asc");

export function parseLimit(value: unknown, fallback: number, max: number): number {
  if (value === null || value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new AppError("validation", "limit: must be a positive whole number", {
      fields: { limit: "Must be a positive whole number" },
    });
  }
  return Math.min(number, max);
}

/** Takes one extra row to know whether a next page exists. */
export function paginate<T extends Cursor>(rows: T[], limit: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** A page cursor of a list ordered by distance band, then (key, id): "near you" (decision 062). */
export type BandCursor = Cursor & { band: number };

export function encodeBandCursor(row: BandCursor): string {
  return Buffer.from(`${row.band}~${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** Exactly what encodeBandCursor makes, else a 400 (an ordinary cursor too: it belongs to another order). */
export function decodeBandCursor(value: string | null | undefined): BandCursor | null {
  if (!value) return null;
  const invalid = () =>
    new AppError("validation", "cursor: not a valid cursor", { fields: { cursor: "Not a valid cursor" } });
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  const match = /^(\d)~(.*)$/.exec(Buffer.from(value, "base64url").toString("utf8"));
  if (!match) throw invalid();
  const rest = decodeCursor(Buffer.from(match[2]!).toString("base64url"));
  if (!rest) throw invalid();
  return { ...rest, band: Number(match[1]) };
}
