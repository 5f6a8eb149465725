// Advice list filters and the accept-answer input.
import * as z from "zod";
import { idField } from "~/schemas/ids";
import { ADVICE_CATEGORIES } from "~/schemas/categories";
import { ADVICE_SEARCH_MAX } from "~/schemas/constants";

export { ADVICE_SEARCH_MAX };

const noFilter = (value: unknown) =>
  value === null || value === "all" || (typeof value === "string" && value.trim() === "") ? undefined : value;

export const adviceFiltersSchema = z.object({
  category: z.preprocess(
    noFilter,
    z.enum(ADVICE_CATEGORIES, { error: "Must be one of the advice categories" }).optional(),
  ),
  q: z.preprocess(
    noFilter,
    z.string().trim().max(ADVICE_SEARCH_MAX, `Must be at most ${ADVICE_SEARCH_MAX} characters`).optional(),
  ),
  /** A city or country the questions are about. */
  about: z.preprocess(
    noFilter,
    z.string().trim().max(ADVICE_SEARCH_MAX, `Must be at most ${ADVICE_SEARCH_MAX} characters`).optional(),
  ),
});
export type AdviceFilters = z.infer<typeof adviceFiltersSchema>;

export const acceptAnswerSchema = z.object({
  responseId: idField({ required: "Choose a response" }),
});
