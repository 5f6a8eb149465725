// Direct message input, shared by the send form and `POST /api/messages`.
import * as z from "zod";
import { LIMITS } from "~/schemas/constants";

export const messageContentSchema = z
  .string({ error: "Write a message first" })
  .trim()
  .min(1, "Write a message first")
  .max(LIMITS.message, `Must be at most ${LIMITS.message} characters`);

export const newMessageSchema = z.object({
  receiverId: z.string({ error: "Choose who to write to" }).trim().min(1, "Choose who to write to").max(64, "Not a valid member id"),
  content: messageContentSchema,
});

/** The send form on /messages/{userId}: the receiver is in the URL. */
export const sendFormSchema = z.object({ content: messageContentSchema });

/** `?q=` on /messages: a first or last name (prefix match), kept short. */
export const CONVERSATION_SEARCH_MAX = 100;
