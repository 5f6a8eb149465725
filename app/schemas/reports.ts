// Input of the Report form and POST /api/reports, and the admins' moderation actions.
import { z } from "zod";

export const REPORT_SUBJECT_TYPES = ["post", "comment", "message", "service", "event", "user"] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const REPORT_REASONS = ["spam", "harassment", "hate", "scam", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or bullying",
  hate: "Hate speech",
  scam: "Scam or fraud",
  inappropriate: "Inappropriate or offensive",
  other: "Something else",
};

export const REPORT_SUBJECT_LABELS: Record<ReportSubjectType, string> = {
  post: "post",
  comment: "comment",
  message: "message",
  service: "service",
  event: "event",
  user: "member",
};

export const REPORT_NOTE_MAX = 500;

export const reportSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES, { error: `Must be one of ${REPORT_SUBJECT_TYPES.join(", ")}` }),
  subjectId: z.string({ error: "Must be the id of the item" }).trim().min(1, "Must be the id of the item").max(64, "Not an id"),
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason" }),
  note: z
    .string({ error: "Must be text" })
    .trim()
    .max(REPORT_NOTE_MAX, `Must be at most ${REPORT_NOTE_MAX} characters`)
    .optional()
    .transform((note) => note || undefined),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** What an admin can do with the reports on an item; `hide` only fits public content. */
export const MODERATION_ACTIONS = ["hide", "unhide", "delete", "dismiss", "suspend"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const HIDEABLE_TYPES = ["post", "comment", "service", "event"] as const satisfies readonly ReportSubjectType[];
export const REPORT_STATUSES = ["open", "resolved"] as const;
