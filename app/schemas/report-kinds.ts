// What can be reported, why, and what admins can do about it: plain constants (no zod), for the Report
// links on every card and the moderation pages.
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

/** What an admin can do with the reports on an item; `hide` only fits public content. */
export const MODERATION_ACTIONS = ["hide", "unhide", "delete", "dismiss", "suspend"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const HIDEABLE_TYPES = ["post", "comment", "service", "event"] as const satisfies readonly ReportSubjectType[];
export const REPORT_STATUSES = ["open", "resolved"] as const;
