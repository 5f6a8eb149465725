// A homeland field, for registration, the profile and their API twins: any country of the ISO 3166-1 list
// (app/lib/countries.ts), sent as its code ("KE", what the selects send) or its stored English name
// ("Kenya"), kept as the stored name. Empty: none.
import * as z from "zod";
import { countryFromInput } from "~/lib/countries";

export const UNKNOWN_COUNTRY = "Please choose a country from the list";

export const homelandField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string({ error: "Must be text" })
    .max(60, "Must be at most 60 characters")
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const country = countryFromInput(value);
      if (country === null) {
        ctx.addIssue({ code: "custom", message: UNKNOWN_COUNTRY });
        return z.NEVER;
      }
      return country;
    }),
);

export const SECOND_WITHOUT_FIRST = "Choose your first homeland before a second one";
export const SECOND_SAME_AS_FIRST = "Choose a country other than your first homeland";

/** The profile's second homeland: as homelandField, but empty or null clears it and absent leaves it as it is
 * (API clients that predate it keep it). */
export const secondHomelandField = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value),
  homelandField.nullable().optional(),
);

/** The two homelands together: a second needs a first, and another country. */
export function checkHomelands(
  data: { countryOfOrigin?: string; secondHomeland?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!data.secondHomeland) return;
  if (data.countryOfOrigin === undefined)
    ctx.addIssue({ code: "custom", path: ["secondHomeland"], message: SECOND_WITHOUT_FIRST });
  else if (data.countryOfOrigin === data.secondHomeland)
    ctx.addIssue({ code: "custom", path: ["secondHomeland"], message: SECOND_SAME_AS_FIRST });
}
