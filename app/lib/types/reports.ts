// Reports and the moderation queue as the pages and the API show them (app/models/reports.server.ts).
import type { ReportReason, ReportSubjectType } from "~/schemas/reports";
import type { PostImage } from "./feed";

export type ReportResolution = "hidden" | "deleted" | "dismissed" | "suspended";

export type ReportView = {
  id: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
  status: "open" | "resolved";
  resolution: ReportResolution | null;
  resolvedByName: string | null;
  resolvedAt: string | null;
};

/** A report as admins see it: who sent it too. */
export type AdminReportView = ReportView & {
  reporter: { id: string; name: string };
  /** A post's or comment's text when this report was sent (it may have been edited since); null for other items. */
  reportedText: string | null;
};

/** The reported item, in context, for the moderation queue. */
export type ReportSubject = {
  type: ReportSubjectType;
  id: string;
  /** False once the item is gone (its author deleted it). */
  exists: boolean;
  /** Its words: a post's or message's text, a service's or event's title and description, a member's name and bio. */
  text: string;
  /** Where it sits: the post a comment answers, who a message went to. */
  context: string | null;
  owner: { id: string; name: string; status: string } | null;
  link: string | null;
  isHidden: boolean;
  /** A reported post's photos, shown to the admin with it (issue 26). */
  images?: PostImage[];
};

export type ReportGroup = { subject: ReportSubject; reports: AdminReportView[]; latestAt: string };
