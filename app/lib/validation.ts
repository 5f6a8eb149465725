// Turning zod results into our errors.
import type { z } from "zod";
import { AppError } from "./errors";
import { findMalformedText, MALFORMED_TEXT_MESSAGE } from "./text";

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with a schema; throws a 400 AppError naming the fields otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, title?: string): z.infer<S> {
  const malformed = findMalformedText(input);
  if (malformed) {
    const key = malformed.join(".") || "_";
    throw new AppError("validation", key === "_" ? MALFORMED_TEXT_MESSAGE : `${key}: ${MALFORMED_TEXT_MESSAGE}`, {
      title,
      fields: { [key]: MALFORMED_TEXT_MESSAGE },
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === "_" ? first[1] : `${first[0]}: ${first[1]}`) : "Invalid input";
  throw new AppError("validation", message, { title, fields });
}
