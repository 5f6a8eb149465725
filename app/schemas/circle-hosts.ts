// Input of circle hosts' acts (issue 47, decision 087), shared by the circle page's forms, the admin pages and the
// API: a circle's welcome and rules, a removal's reason, a mute's length.
import * as z from "zod";
import { idField } from "./ids";

export const WELCOME_MAX = 1000;
export const RULES_MAX = 2000;
export const REMOVAL_REASON_MAX = 300;
/** How long a host may mute a member in their circle. */
export const MUTE_DAYS = [1, 7, 30] as const;
/** How many posts a circle may pin. */
export const MAX_PINS = 3;

export const circleSettingsSchema = z.object({
  welcome: z
    .string({ error: "Must be text" })
    .trim()
    .max(WELCOME_MAX, `Must be at most ${WELCOME_MAX} characters`)
    .default(""),
  rules: z
    .string({ error: "Must be text" })
    .trim()
    .max(RULES_MAX, `Must be at most ${RULES_MAX} characters`)
    .default(""),
});

export const removalSchema = z.object({
  reason: z
    .string({ error: "Say why" })
    .trim()
    .min(1, "Say why")
    .max(REMOVAL_REASON_MAX, `Must be at most ${REMOVAL_REASON_MAX} characters`),
});

/** 1, 7 or 30 (a form's "7" too). */
export const muteSchema = z.object({
  userId: idField({ required: "Choose a member", invalid: "Choose a member" }),
  days: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.union([z.literal(1), z.literal(7), z.literal(30)], { error: "Choose 1, 7 or 30 days" }),
  ),
});
