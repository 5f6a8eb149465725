// Text a client sends must be well-formed: a lone UTF-16 surrogate breaks Prisma's query encoding and
// PostgreSQL refuses NUL bytes, so both are refused at the validation boundary.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const MALFORMED_TEXT_MESSAGE = "Contains characters that are not allowed";

export function isCleanText(value: string): boolean {
  return !value.includes("\0") && !LONE_SURROGATE.test(value);
}

/** The path (e.g. `["tags", 2]`) of the first string in `value` that is not clean text, or null. */
export function findMalformedText(
  value: unknown,
  path: Array<string | number> = [],
  depth = 0,
): Array<string | number> | null {
  if (typeof value === "string") return isCleanText(value) ? null : path;
  if (depth > 8 || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findMalformedText(item, [...path, index], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // A key is text too (it can end up in an error message or a log).
    if (!isCleanText(key)) return [...path];
    const found = findMalformedText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
