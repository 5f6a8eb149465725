// "Moving to {city} around {month}" and the welcome-helper opt-in (decision 067): the form's and the API's
// schemas. The city is resolved by the model as every city field is; the month is checked against today there.
import * as z from "zod";
import { MONTH_PATTERN } from "~/lib/moving";
import { MOVING_COPY } from "~/copy/moving";

const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);

export const movingSchema = z.object({
  city: z.preprocess(
    blankIfMissing,
    z.string({ error: "Must be text" }).trim().max(100, "Must be at most 100 characters"),
  ),
  placeId: z
    .union([z.number(), z.string().max(12)])
    .optional()
    .describe("A city picked from GET /api/places"),
  month: z.preprocess(
    blankIfMissing,
    z
      .string({ error: MOVING_COPY.monthInvalid })
      .trim()
      .min(1, MOVING_COPY.monthRequired)
      .regex(MONTH_PATTERN, MOVING_COPY.monthInvalid)
      .describe("YYYY-MM, not before this month"),
  ),
});

export const helperSchema = z.object({ welcomeHelper: z.boolean({ error: MOVING_COPY.helperInvalid }) });
