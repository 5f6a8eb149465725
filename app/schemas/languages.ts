// The fields for a post's language and a member's languages (decision 069); the list is app/lib/languages.ts.
import * as z from "zod";
import { CONTENT_LANGUAGES, MAX_LANGUAGES } from "~/lib/languages";

export const LANGUAGE_CHOICE = "Please choose a language from the list";

/** A post's language: a code of the list; blank or null: detect it from the content. */
export const postLanguageField = z.preprocess(
  (value) => (value === "" ? null : value),
  z.enum(CONTENT_LANGUAGES, { error: LANGUAGE_CHOICE }).nullable().optional(),
);

/**
 * The languages a member speaks: the API's array, or the form's comma-separated text; duplicates dropped,
 * absent: unchanged.
 */
export const languagesField = z.preprocess(
  (value) => {
    if (value === null) return [];
    if (typeof value === "string") return value.split(",").filter((item) => item.trim() !== "");
    return value;
  },
  z
    .array(z.enum(CONTENT_LANGUAGES, { error: LANGUAGE_CHOICE }), { error: "Must be a list of language codes" })
    .transform((codes) => [...new Set(codes)])
    .refine((codes) => codes.length <= MAX_LANGUAGES, `At most ${MAX_LANGUAGES} languages`)
    .optional(),
);
