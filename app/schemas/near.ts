// "Near you" (issue 27 §2, decision 062): the place a list is centred on and how far it reaches, from a URL
// (`?near=<placeId>&within=100`) or the API. Shared by events, services and whoever lists by distance.
import * as z from "zod";
import { DEFAULT_RADIUS_KM, NEAR_CITY_MAX, RADIUS_CHOICES } from "~/lib/places";

export const WITHIN_CHOICES = [...RADIUS_CHOICES.map(String), "any"] as const;
const WITHIN_MESSAGE = `Must be one of ${RADIUS_CHOICES.join(", ")} or any`;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const nearSchema = z.object({
  near: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be a place id" })
      .regex(/^\d{1,10}$/, "Must be a place id")
      .transform(Number)
      .optional(),
  ),
  within: z.preprocess(blankToUndefined, z.enum(WITHIN_CHOICES, { error: WITHIN_MESSAGE }).optional()),
  /** A city by name ("Lisbon", "Paris, US"): the most populous place named like it; `near` wins when both. */
  in: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be a city's name" })
      .trim()
      .max(NEAR_CITY_MAX, `Must be at most ${NEAR_CITY_MAX} characters`)
      .optional(),
  ),
});

/** `km` null is "anywhere"; `within` is what the URL said (undefined: the default). */
export type NearInput = {
  near: number | null;
  in: string | null;
  km: number | null;
  within: (typeof WITHIN_CHOICES)[number] | undefined;
};

export function radiusOf(within: (typeof WITHIN_CHOICES)[number] | undefined): number | null {
  if (within === undefined) return DEFAULT_RADIUS_KM;
  return within === "any" ? null : Number(within);
}
