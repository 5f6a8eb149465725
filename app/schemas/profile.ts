// The profile form and PUT /api/profile: one schema. Skills and interests come as an array (API) or as
// one comma-separated field (the form); either way they are trimmed, blanks dropped, duplicates dropped
// case-insensitively, each and all of them length-limited.
import * as z from "zod";
import { LANGUAGES, type Locale } from "~/i18n/config";
import { PASSWORD_MAX, newPasswordField, type CommonPasswordCheck } from "~/lib/password-rules";
import { LIMITS } from "~/schemas/constants";
import { checkHomelands, homelandField, secondHomelandField } from "~/schemas/homeland";
import { languagesField } from "~/schemas/languages";

/** At most this many skills, and as many interests. */
export const MAX_TAGS = 20;

const REQUIRED = "This field is required";
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const required = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);
// An empty field clears the value (null); a missing one too: the form always sends every field.
const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: "Must be text" }).trim().max(max, `Must be at most ${max} characters`).optional(),
  );

/**
 * The form's comma-separated text, or the API's array, as a clean list. Errors name the list itself
 * ("skills"), not an item, so the form shows them under the field. A tag cannot hold a comma.
 */
const tagList = z
  .preprocess(
    (value) => {
      if (value === undefined || value === null) return [];
      const items = typeof value === "string" ? [value] : value;
      // Conform hands an empty field over as [undefined]; the API may send null items.
      if (!Array.isArray(items)) return items;
      return items.flatMap((item) =>
        item === undefined || item === null ? [] : typeof item === "string" ? item.split(",") : [item],
      );
    },
    z.array(z.unknown(), { error: "Must be a list of text" }),
  )
  .superRefine((items, ctx) => {
    if (items.some((item) => typeof item !== "string"))
      ctx.addIssue({ code: "custom", message: "Each tag must be text" });
    else if (items.some((item) => (item as string).trim().length > LIMITS.tag)) {
      ctx.addIssue({ code: "custom", message: `Each tag must be at most ${LIMITS.tag} characters` });
    }
  })
  .transform((items) => {
    const seen = new Set<string>();
    return (items as string[])
      .map((item) => item.trim())
      .filter((tag) => {
        const key = tag.toLowerCase();
        if (!tag || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .refine((tags) => tags.length <= MAX_TAGS, `At most ${MAX_TAGS} tags`);

export const profileSchema = z
  .object({
    firstName: required(LIMITS.name),
    lastName: required(LIMITS.name),
    email: required(LIMITS.email).toLowerCase().pipe(z.email("Please enter a valid email address")),
    countryOfOrigin: homelandField,
    // A second homeland (issue 43): shown on the profile; circles and Discover count both.
    secondHomeland: secondHomelandField,
    currentLocation: optionalText(LIMITS.location),
    bio: optionalText(LIMITS.bio),
    skills: tagList,
    interests: tagList,
    // The languages they speak (decision 069): codes of app/lib/languages.ts; absent: unchanged.
    languages: languagesField,
    // The product's language (decision 068): a code of app/i18n/config.ts, null for the browser's, absent: unchanged.
    locale: z
      .enum(LANGUAGES.map(({ code }) => code) as [Locale, ...Locale[]], {
        error: "Please choose a language from the list",
      })
      .nullable()
      .optional(),
    // Asked only when the email changes (the model checks it); the form always has the field.
    currentPassword: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string({ error: "Must be text" }).max(PASSWORD_MAX).optional(),
    ),
  })
  .superRefine(checkHomelands);
export type ProfileInput = z.infer<typeof profileSchema>;

export const localeSchema = z.object({ locale: profileSchema.shape.locale.unwrap().unwrap() });

/** A password change; `isCommon` is the server's list of common passwords (CommonPasswordCheck). */
export const passwordChangeSchemaWith = (isCommon?: CommonPasswordCheck) =>
  z
    .object({
      currentPassword: z
        .string({ error: "Enter your current password" })
        .min(1, "Enter your current password")
        .max(PASSWORD_MAX),
      newPassword: newPasswordField(REQUIRED, isCommon),
      confirmPassword: z.string().optional(),
    })
    .superRefine(
      (data, ctx) => {
        if (data.newPassword && (data.confirmPassword ?? "") !== data.newPassword) {
          ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords don't match" });
        }
      },
      { when: () => true },
    );
export const passwordChangeSchema = passwordChangeSchemaWith();
