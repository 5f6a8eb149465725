// Direct message input, shared by the send form and `POST /api/messages`.
import * as z from "zod";
import { idField } from "~/schemas/ids";
import { LIMITS } from "~/schemas/constants";

export const messageContentSchema = z
  .string({ error: "Write a message first" })
  .trim()
  .min(1, "Write a message first")
  .max(LIMITS.message, `Must be at most ${LIMITS.message} characters`);

export const newMessageSchema = z.object({
  receiverId: idField({ required: "Choose who to write to", invalid: "Not a valid member id" }),
  content: messageContentSchema,
});

/** `?q=` on /messages: a first or last name (prefix match), kept short. */
export const CONVERSATION_SEARCH_MAX = 100;
