// Event and RSVP input, shared by the event forms and the API (SPEC §3, §4, §5).
import * as z from "zod";
import { LIMITS } from "~/schemas/constants";
import { instantWithOffset, localToInstant, timeZoneOr } from "~/lib/page-context";
import { guestsField } from "~/schemas/event-hosting";
import { EVENT_SEARCH_MAX, EVENT_FILTERS } from "~/schemas/constants";

export { EVENT_SEARCH_MAX, EVENT_FILTERS };

export const RSVP_STATUSES = ["attending", "maybe"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An ISO 8601 instant with its offset (or Z): the API's only way to say when. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const eventDate = z
  .string({ error: "Choose a date and time" })
  .trim()
  .min(1, "Choose a date and time")
  .max(40, "Not a date and time")
  .refine(
    (value) => ISO_WITH_OFFSET.test(value) && !Number.isNaN(new Date(value).getTime()),
    "Must be an ISO 8601 date and time with its offset",
  )
  .transform((value) => new Date(value));

const maxAttendees = z.preprocess(
  (value) =>
    value === null
      ? undefined
      : typeof value === "string" && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : blankToUndefined(value),
  z
    .number({ error: "Must be a whole number of at least 1" })
    .int("Must be a whole number of at least 1")
    .min(1, "Must be a whole number of at least 1")
    .max(100000, "Must be at most 100000")
    .optional(),
);

const eventFields = {
  title: z
    .string({ error: "Give the event a title" })
    .trim()
    .min(1, "Give the event a title")
    .max(LIMITS.title, `Must be at most ${LIMITS.title} characters`),
  description: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be text" })
      .trim()
      .max(LIMITS.description, `Must be at most ${LIMITS.description} characters`)
      .optional(),
  ),
  location: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be text" })
      .trim()
      .max(LIMITS.location, `Must be at most ${LIMITS.location} characters`)
      .optional(),
  ),
  isVirtual: z.preprocess(
    (value) => (value === "on" || value === "true" ? true : value === "false" || value === undefined ? false : value),
    z.boolean({ error: "Must be true or false" }),
  ),
  eventDate,
  maxAttendees,
  /** Guests each member may bring (decision 085); 0 by default. */
  guestsAllowed: guestsField,
};

export const newEventSchema = z.object(eventFields);
export type NewEventInput = z.infer<typeof newEventSchema>;

/** Every field optional; null clears description, location and maxAttendees. */
export const eventPatchSchema = z.object({
  title: eventFields.title.optional(),
  description: z.union([z.null(), eventFields.description]),
  location: z.union([z.null(), eventFields.location]),
  isVirtual: z.boolean({ error: "Must be true or false" }).optional(),
  eventDate: eventDate.optional(),
  maxAttendees: z.union([z.null(), maxAttendees]),
  guestsAllowed: guestsField.optional(),
  /** Takes the cover photo away (a new one replaces it without this). */
  removeCover: z.preprocess(
    (value) => (value === "on" || value === "true" ? true : value === "false" ? false : value),
    z.boolean({ error: "Must be true or false" }).optional(),
  ),
});

export const rsvpSchema = z.object({
  status: z.enum([...RSVP_STATUSES, "none"], { error: "Must be one of attending, maybe, none" }),
  /** Guests the member brings when attending (decision 085); 0 when left out. */
  guests: guestsField,
});

export const EVENT_KINDS = ["virtual", "in-person"] as const;

export const eventListSchema = z.object({
  filter: z.preprocess(
    blankToUndefined,
    z.enum(EVENT_FILTERS, { error: "Must be one of upcoming, past, mine" }).default("upcoming"),
  ),
  kind: z.preprocess(blankToUndefined, z.enum(EVENT_KINDS, { error: "Must be virtual or in-person" }).optional()),
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(EVENT_SEARCH_MAX, `Must be at most ${EVENT_SEARCH_MAX} characters`).optional(),
  ),
});

/** The fields of the Create/Edit Event forms, kept as typed when the server refuses them. */
export const EVENT_FORM_FIELDS = [
  "title",
  "description",
  "eventDate",
  "location",
  "city",
  "isVirtual",
  "maxAttendees",
  "guestsAllowed",
  "timeZone",
];

/**
 * The Create/Edit Event form: a wall-clock date and time (a datetime-local field) and the zone it is in
 * (the browser's, sent by our scripts; without them the zone the page was rendered for).
 */
export const eventFormSchema = z.object({
  ...eventFields,
  eventDate: z
    .string({ error: "Choose a date and time" })
    .trim()
    .min(1, "Choose a date and time")
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Choose a date and time"),
  timeZone: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  /** The city (decision 053): resolved by the model; empty is the organizer's own. */
  city: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be text" })
      .trim()
      .max(LIMITS.location, `Must be at most ${LIMITS.location} characters`)
      .optional(),
  ),
});

/**
 * A Create/Edit Event form as the model's input: the wall-clock time read in the form's zone (else
 * `fallbackZone`) becomes ISO 8601 with its offset; a time that does not parse stays as typed (the
 * model names the problem). For an edit, blank optional fields clear them (null).
 */
export function eventInputFromForm(form: Record<string, string>, fallbackZone: string, mode: "create" | "edit") {
  const zone = timeZoneOr(form.timeZone, timeZoneOr(fallbackZone));
  const typed = form.eventDate ?? "";
  const instant = localToInstant(typed, zone);
  const eventDate = instant ? instantWithOffset(instant, zone) : typed;
  const optional = (value: string | undefined) => (mode === "edit" && (value ?? "").trim() === "" ? null : value);
  return {
    title: form.title,
    description: optional(form.description),
    location: optional(form.location),
    city: form.city ?? "",
    ...(form.placeId ? { placeId: form.placeId } : {}),
    isVirtual: mode === "edit" ? form.isVirtual === "on" : form.isVirtual,
    eventDate,
    maxAttendees: optional(form.maxAttendees),
    guestsAllowed: form.guestsAllowed,
    ...(mode === "edit" && form.removeCover ? { removeCover: form.removeCover } : {}),
  };
}
