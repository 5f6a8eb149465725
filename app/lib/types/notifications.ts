// Notifications as the page and the API show them (app/models/notifications.server.ts builds them).
export const NOTIFICATION_TYPES = [
  "connection_request",
  "connection_accepted",
  "post_comment",
  "advice_response",
  "event_rsvp",
  "event_changed",
  "event_cancelled",
  "event_reminder",
  "event_waitlist_promoted",
  "event_announcement",
  "export_ready",
  "circle_news",
  "circle_moderation",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationItem = {
  id: string;
  type: NotificationType;
  /** What happened, after the actor's name. */
  summary: string;
  /** The page of the subject. */
  link: string;
  read: boolean;
  createdAt: string;
  actor: { id: string; firstName: string; lastName: string; profileImageUrl: string | null; avatarUrl: string } | null;
};
