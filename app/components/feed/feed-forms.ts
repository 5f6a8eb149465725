// The feed's two forms (composer, comment) as lazy schemas: they are on the home page, so zod comes after
// the first load. The constraints are the schemas' own, written out (checked in feed-forms.test.ts).
import type { LazySchema } from "~/components/forms/use-lazy-schema-form";
import { LIMITS } from "~/schemas/constants";

const validators = () => import("~/components/feed/feed-validators");

export const newPostForm: LazySchema = {
  constraint: {
    content: { required: true, maxLength: LIMITS.postContent },
  },
  load: () => validators().then((module) => module.newPost),
};

export const newCommentForm: LazySchema = {
  constraint: { content: { required: true, maxLength: LIMITS.comment } },
  load: () => validators().then((module) => module.newComment),
};
