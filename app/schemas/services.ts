// Service input and list filters, shared by the Post Service form, the edit form and the API.
import * as z from "zod";
import { LIMITS } from "~/schemas/constants";
import { SERVICE_CATEGORIES } from "~/schemas/categories";
import { SERVICE_SEARCH_MAX } from "~/schemas/constants";

export { SERVICE_SEARCH_MAX };

export const SERVICE_PRICE_MAX = 60;
export const SERVICE_TYPES = ["offering", "requesting"] as const;

/**
 * /api/services/{part}: a category or `all` (or nothing) filters the list, anything else names a service. So
 * /api/services/{category}/reviews is a list filtered by type "reviews" (refused as a type), not a service's reviews.
 */
export function isServiceFilterPart(part: string): boolean {
  return part === "all" || part === "" || (SERVICE_CATEGORIES as readonly string[]).includes(part);
}

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A checkbox or JSON boolean: "on"/"true" and true are yes; absent, "false" and false are no. */
const flag = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === "on" || value === "true") return true;
      if (value === "false") return false;
      return value;
    },
    z.boolean({ error: message }),
  );

const categoryField = z.enum(SERVICE_CATEGORIES, { error: "Must be one of the service categories" });

/** The fields of a service; every one optional here (PATCH), the create schema makes the required ones required. */
const serviceFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(LIMITS.title, `Must be at most ${LIMITS.title} characters`),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(LIMITS.description, `Must be at most ${LIMITS.description} characters`),
  category: z.preprocess(blankToUndefined, categoryField),
  price: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be text" })
      .trim()
      .max(SERVICE_PRICE_MAX, `Must be at most ${SERVICE_PRICE_MAX} characters`)
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
  isRemote: flag("Must be true or false"),
  isOffering: flag("Must be true or false"),
};

export const newServiceSchema = z.object({
  ...serviceFields,
  category: z.preprocess(blankToUndefined, z.enum(SERVICE_CATEGORIES, { error: "Choose a category" })),
  // An unchecked checkbox sends nothing.
  isRemote: serviceFields.isRemote.optional().default(false),
  isOffering: serviceFields.isOffering.optional().default(true),
  /** The city (decision 053): resolved by the model; empty is the provider's own. */
  city: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be text" })
      .trim()
      .max(LIMITS.location, `Must be at most ${LIMITS.location} characters`)
      .optional(),
  ),
});
/** The form's fields, kept as typed when the server refuses it. */
export const SERVICE_FORM_FIELDS = [
  "title",
  "description",
  "category",
  "price",
  "location",
  "city",
  "isRemote",
  "isOffering",
];

export type NewServiceInput = z.infer<typeof newServiceSchema>;

export const serviceUpdateSchema = z.object({
  title: serviceFields.title.optional(),
  description: serviceFields.description.optional(),
  category: serviceFields.category.optional(),
  // null clears the price or location.
  price: z.union([z.null(), serviceFields.price]),
  location: z.union([z.null(), serviceFields.location]),
  isRemote: serviceFields.isRemote.optional(),
  isOffering: serviceFields.isOffering.optional(),
});

/** A filter left out of the query string (null), blank or `all`: no filter. */
const noFilter = (value: unknown) => (value === null || value === "all" ? undefined : blankToUndefined(value));

/** `all` or nothing means no filter, for either part (the spec's query-key convention). */
export const serviceFiltersSchema = z.object({
  category: z.preprocess(
    noFilter,
    z.enum(SERVICE_CATEGORIES, { error: "Must be one of the service categories, or all" }).optional(),
  ),
  type: z.preprocess(noFilter, z.enum(SERVICE_TYPES, { error: "Must be offering, requesting or all" }).optional()),
  q: z.preprocess(
    (value) => (value === null ? undefined : blankToUndefined(value)),
    z.string().trim().max(SERVICE_SEARCH_MAX, `Must be at most ${SERVICE_SEARCH_MAX} characters`).optional(),
  ),
});
export type ServiceFilters = z.infer<typeof serviceFiltersSchema>;

export const REVIEW_TEXT_MAX = 1000;

export const newReviewSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: "Choose 1 to 5 stars" })
      .int("Choose 1 to 5 stars")
      .min(1, "Choose 1 to 5 stars")
      .max(5, "Choose 1 to 5 stars"),
  ),
  text: z
    .string({ error: "Write a few words" })
    .trim()
    .min(1, "Write a few words")
    .max(REVIEW_TEXT_MAX, `Must be at most ${REVIEW_TEXT_MAX} characters`),
});

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: "Write a reply" })
    .trim()
    .min(1, "Write a reply")
    .max(REVIEW_TEXT_MAX, `Must be at most ${REVIEW_TEXT_MAX} characters`),
});
