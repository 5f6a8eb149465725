// The feed forms' checks, loaded after the page is interactive (feed-forms.ts).
import { zodValidator } from "~/components/forms/zod-validator";
import { newCommentSchema, newPostSchema } from "~/schemas/posts";

export const newPost = zodValidator(newPostSchema);
export const newComment = zodValidator(newCommentSchema);
