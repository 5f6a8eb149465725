// Post and comment input, shared by the composer, the comment form and the API.
import * as z from "zod";
import { LIMITS } from "~/schemas/constants";
import { ADVICE_CATEGORIES } from "~/schemas/categories";
import { IMAGE_COPY } from "~/copy/images";
import { postLanguageField } from "~/schemas/languages";

export const POST_TYPES = ["post", "event", "advice", "service"] as const;
export type PostType = (typeof POST_TYPES)[number];
export { POST_TYPE_ENDPOINTS } from "~/schemas/constants";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const httpUrl = z
  .string()
  .trim()
  .max(LIMITS.url, `Must be at most ${LIMITS.url} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Must be an http or https link");

export const newPostSchema = z.object({
  content: z
    .string({ error: "Write something before posting" })
    .trim()
    .min(1, "Write something before posting")
    .max(LIMITS.postContent, `Must be at most ${LIMITS.postContent} characters`),
  type: z.preprocess(
    blankToUndefined,
    z
      .enum(POST_TYPES, { error: "Must be one of post, event, advice, service" })
      .default("post")
      // Event and service posts are published by creating the Event or Service (decision 012).
      .refine((type) => type !== "event", "Event posts are made by creating an event: POST /api/events")
      .refine((type) => type !== "service", "Service posts are made by posting a service: POST /api/services"),
  ),
  category: z.preprocess(
    blankToUndefined,
    z.enum(ADVICE_CATEGORIES, { error: "Must be one of the advice categories" }).optional(),
  ),
  // Photos are uploaded with the post (multipart/form-data, field "photos"); links to other sites are no longer
  // taken (they told those sites every reader's address). Older posts keep theirs.
  imageUrl: z.preprocess(
    blankToUndefined,
    z
      .unknown()
      .refine((value) => value === undefined, IMAGE_COPY.photoLinkGone)
      .optional(),
  ),
  circleId: z.lazy(() => postCircleField),
  // The language it is written in (decision 069): a code of app/lib/languages.ts; blank or absent: detected.
  language: postLanguageField,
});
export type NewPostInput = z.infer<typeof newPostSchema>;

/** The composer's "Post to": empty is everyone; else one of the member's circles (ids are short, decision 063). */
export const postCircleField = z.preprocess(
  blankToUndefined,
  z.string({ error: "Must be a circle id" }).trim().max(80, "Must be a circle id").optional(),
);

/**
 * Its author edits a post (issue 43 §6): the text under the same rules as posting, its language (blank: told
 * from the new text), and, when `photos` is sent, the photos it keeps (by address, in order) with their
 * descriptions; a photo left out is removed.
 */
export const editPostSchema = z.object({
  content: newPostSchema.shape.content,
  language: postLanguageField,
  photos: z
    .array(
      z.object({
        url: z.string({ error: "Must be one of this post's photos" }).max(LIMITS.url),
        alt: z
          .string({ error: "Must be text" })
          .trim()
          .max(500, IMAGE_COPY.altTooLong)
          .nullish()
          .transform((alt) => alt || null),
      }),
      { error: "Must be a list of photos" },
    )
    .max(4, IMAGE_COPY.tooMany)
    .optional(),
});
export type EditPostInput = z.infer<typeof editPostSchema>;

/** A post's language as its author corrects it (PATCH /api/posts/:id, the post page): null or blank detects it again. */
export const postLanguageSchema = z.object({ language: postLanguageField });

/**
 * What a toggle's form asks for (Like, Helpful): the state it wants, so a repeated or late request cannot flip
 * it back (decision 034). Without it the request toggles, as the API's does.
 */
export const toggleStateSchema = z.object({
  pressed: z.enum(["true", "false"], { error: "Must be true or false" }).optional(),
});

/** The state a toggle ends in: `pressed` when the form says, else the other one. */
export function wantedState(input: z.infer<typeof toggleStateSchema>, current: boolean): boolean {
  return input.pressed === undefined ? !current : input.pressed === "true";
}

/** A comment as its author edits it: the same rules as writing one. */
export const editCommentSchema = z.lazy(() => newCommentSchema);

export const newCommentSchema = z.object({
  content: z
    .string({ error: "Write a comment first" })
    .trim()
    .min(1, "Write a comment first")
    .max(LIMITS.comment, `Must be at most ${LIMITS.comment} characters`),
});
