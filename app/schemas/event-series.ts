// A series' input (decision 086): the API's `repeat` object and `scope`, and the Create Event form's fields.
import * as z from "zod";
import { MAX_OCCURRENCES, parseCivilDate, REPEAT_EVERY } from "~/lib/recurrence";

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

export const repeatSchema = z
  .object(
    {
      every: z.enum(REPEAT_EVERY, { error: "Must be one of week, 2weeks, month" }),
      until: z.preprocess(
        blankToUndefined,
        z
          .string({ error: "Must be a date (YYYY-MM-DD)" })
          .max(10, "Must be a date (YYYY-MM-DD)")
          .refine((value) => parseCivilDate(value) !== null, "Must be a date (YYYY-MM-DD)")
          .optional(),
      ),
      count: z.preprocess(
        (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : blankToUndefined(value)),
        z
          .number({ error: `Must be a whole number from 2 to ${MAX_OCCURRENCES}` })
          .int(`Must be a whole number from 2 to ${MAX_OCCURRENCES}`)
          .min(2, `Must be a whole number from 2 to ${MAX_OCCURRENCES}`)
          .max(MAX_OCCURRENCES, `Must be a whole number from 2 to ${MAX_OCCURRENCES}`)
          .optional(),
      ),
    },
    { error: "Must be an object with every, and until or count" },
  )
  .strict();
export type RepeatInput = z.infer<typeof repeatSchema>;

export const SERIES_SCOPES = ["this", "following"] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const scopeSchema = z.preprocess(
  blankToUndefined,
  z.enum(SERIES_SCOPES, { error: "Must be this or following" }).default("this"),
);

/** The Create Event form's Repeats fields as the model's `repeat` (none when "Does not repeat"). */
export function repeatFromForm(form: Record<string, string>): Record<string, string> | undefined {
  if (!form["repeat.every"]) return undefined;
  return {
    every: form["repeat.every"],
    ...(form["repeat.end"] === "until" ? { until: form["repeat.until"] ?? "" } : { count: form["repeat.count"] ?? "" }),
  };
}

export const SERIES_FORM_FIELDS = ["repeat.every", "repeat.end", "repeat.count", "repeat.until", "scope"];
