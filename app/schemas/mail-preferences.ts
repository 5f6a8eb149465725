// Which notification mail a member gets, per kind (issue 28 §3, decision 064): the settings form and
// GET/PUT /api/account/mail-preferences share this schema.
import * as z from "zod";

export const MAIL_KINDS = ["messages", "connections", "replies", "events", "digest"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Notification kinds (everything but the digest) choose among these. */
export const NOTIFY_CHOICES = ["off", "immediately", "daily"] as const;
/** The digest is weekly or off. */
export const DIGEST_CHOICES = ["off", "weekly"] as const;
export type NotifyChoice = (typeof NOTIFY_CHOICES)[number];
export type DigestChoice = (typeof DIGEST_CHOICES)[number];

export type MailPreferences = {
  messages: NotifyChoice;
  connections: NotifyChoice;
  replies: NotifyChoice;
  events: NotifyChoice;
  digest: DigestChoice;
};

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  messages: "immediately",
  connections: "daily",
  replies: "daily",
  events: "daily",
  digest: "weekly",
};

const notify = (kind: string) =>
  z.enum(NOTIFY_CHOICES, { error: `${kind}: must be one of ${NOTIFY_CHOICES.join(", ")}` }).optional();

/** A change: any subset of the kinds (the API's PUT may send one). Unknown keys are refused. */
export const mailPreferencesSchema = z.strictObject(
  {
    messages: notify("messages"),
    connections: notify("connections"),
    replies: notify("replies"),
    events: notify("events"),
    digest: z.enum(DIGEST_CHOICES, { error: `digest: must be one of ${DIGEST_CHOICES.join(", ")}` }).optional(),
  },
  { error: "Unknown field" },
);

/** The value "off" is every kind's way out (the unsubscribe link sets it). */
export const isMailKind = (value: unknown): value is MailKind =>
  typeof value === "string" && (MAIL_KINDS as readonly string[]).includes(value);
