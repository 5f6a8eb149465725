// Started circles (issue 47 part B, decision 088): what a member sends to start one, and what its hosts send
// to change it. Shared by the forms, the model and the API contract.
import * as z from "zod";
import { idField } from "./ids";

export const STARTED_CIRCLE_LIMITS = { nameMin: 3, nameMax: 60, descriptionMax: 500, placeMax: 100 } as const;
/** Circles a member may start in a day. */
export const DAILY_CIRCLE_STARTS = 3;
export const CIRCLE_ACCESS = ["public", "request"] as const;
export type CircleAccess = (typeof CIRCLE_ACCESS)[number];

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(STARTED_CIRCLE_LIMITS.nameMin, `Name must be at least ${STARTED_CIRCLE_LIMITS.nameMin} characters`)
  .max(STARTED_CIRCLE_LIMITS.nameMax, `Name must be at most ${STARTED_CIRCLE_LIMITS.nameMax} characters`);
const description = z
  .string({ error: "Description is required" })
  .trim()
  .min(1, "Description is required")
  .max(
    STARTED_CIRCLE_LIMITS.descriptionMax,
    `Description must be at most ${STARTED_CIRCLE_LIMITS.descriptionMax} characters`,
  );
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const startCircleSchema = z.object({
  name,
  description,
  /** A city ("Houston") or a country ("Nigeria"); empty for nowhere in particular. */
  place: optionalText(STARTED_CIRCLE_LIMITS.placeMax),
  /** The city picked from the picker's choices. */
  placeId: z
    .union([z.string().max(12), z.number().int().positive()])
    .optional()
    .nullable(),
  /** A homeland of the profile's list, or empty. */
  homeland: optionalText(60),
  access: z.enum(CIRCLE_ACCESS, { error: "Choose who can join: public or by request" }),
});
export type StartCircleInput = z.infer<typeof startCircleSchema>;

export const updateCircleSchema = z
  .object({ name: name.optional(), description: description.optional() })
  .refine((value) => value.name !== undefined || value.description !== undefined, {
    message: "Send a name or a description",
  });

export const handOverSchema = z.object({
  userId: idField({ required: "Choose a member to hand the circle to" }),
  /** The old host stays a host too (default: they step down). */
  stay: z
    .union([z.boolean(), z.enum(["on", "true", "false"])])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
});
