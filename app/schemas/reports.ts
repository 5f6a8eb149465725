// Input of the Report form and POST /api/reports, and the admins' moderation actions.
import * as z from "zod";
import { idField } from "~/schemas/ids";
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_SUBJECT_TYPES } from "~/schemas/report-kinds";

// The kinds and labels live apart (no zod), for the Report links on every card.
export * from "~/schemas/report-kinds";

export const reportSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES, { error: `Must be one of ${REPORT_SUBJECT_TYPES.join(", ")}` }),
  subjectId: idField({ required: "Must be the id of the item", invalid: "Not an id" }),
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason" }),
  note: z
    .string({ error: "Must be text" })
    .trim()
    .max(REPORT_NOTE_MAX, `Must be at most ${REPORT_NOTE_MAX} characters`)
    .optional()
    .transform((note) => note || undefined),
});
export type ReportInput = z.infer<typeof reportSchema>;
