// Ids a client sends (a path part, a form field, a JSON key): every id input is parsed by one of these, so
// all ids obey one rule. Ours are cuids, and the seed's readable ones; anything over 64 characters is not one.
import * as z from "zod";

const ID_MAX_LENGTH = 64;

/** An id: trimmed, 1 to 64 characters. */
export const idSchema = z.string().trim().min(1).max(ID_MAX_LENGTH);

/**
 * The same rule for a named field, with the messages its form or API answers: `required` when it is missing
 * or empty, `invalid` when it is too long (zod's own messages when left out).
 */
export function idField(messages: { required: string; invalid?: string }) {
  return z.string({ error: messages.required }).trim().min(1, messages.required).max(ID_MAX_LENGTH, messages.invalid);
}

/** A member's id in the admin's paths, stricter: letters, digits, '-' and '_' only. */
export const userIdSchema = z
  .string({ error: "userId: not a valid user id" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "userId: not a valid user id");
