// Input of the waitlist, guests, co-host and announcement acts (decision 085), shared by the forms and the API.
import * as z from "zod";

/** The most guests an organizer may allow each member to bring. */
export const MAX_GUESTS_ALLOWED = 10;
export const ANNOUNCEMENT_MAX = 1000;

/** A count of guests: a whole number from 0 (a form's blank is 0). */
export const guestsField = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
      ? 0
      : typeof value === "string" && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : value,
  z
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(0, "Must be 0 or more")
    .max(MAX_GUESTS_ALLOWED, `Must be at most ${MAX_GUESTS_ALLOWED}`),
);

export const waitlistJoinSchema = z.object({ guests: guestsField });

/** The announcement a host sends everyone attending. */
export const announcementSchema = z.object({
  message: z
    .string({ error: "Write a message" })
    .trim()
    .min(1, "Write a message")
    .max(ANNOUNCEMENT_MAX, `Must be at most ${ANNOUNCEMENT_MAX} characters`),
});
