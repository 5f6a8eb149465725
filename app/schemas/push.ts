// Push notifications (decision 082): the browser's subscription as POST /api/push/subscriptions receives it
// (`PushSubscription.toJSON()`), and a member's push choices as the settings form and the API send them.
import * as z from "zod";

/** The kinds a member turns on or off, one preference each. */
export const PUSH_KINDS = ["messages", "connections", "replies", "answers", "events", "moderation"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export type PushPreferences = { [K in PushKind]: boolean } & {
  /** Message text and quoted words on the lock screen; off: "New message from Amara" only. */
  previews: boolean;
  /** Quiet hours in the member's own time zone, "HH:MM"; the same start and end: no quiet hours. */
  quietStart: string;
  quietEnd: string;
};

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  messages: true,
  connections: true,
  replies: true,
  answers: true,
  events: true,
  moderation: true,
  previews: false,
  quietStart: "22:00",
  quietEnd: "07:00",
};

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url text decodes to (padding allowed, as some browsers send it). */
const decodedLength = (text: string) => Math.floor((text.replace(/=+$/, "").length * 3) / 4);

const key = (name: string, bytes: number) =>
  z
    .string({ error: `keys.${name} is required` })
    .max(200, { error: `keys.${name} is too long` })
    .refine((value) => BASE64URL.test(value) && decodedLength(value) === bytes, {
      error: `keys.${name} must be ${bytes} bytes in base64url`,
    });

/** Whether an endpoint may be pushed to: https, or plain http to this machine outside production (tests, dev). */
export function isAllowedEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return !production && url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export const ENDPOINT_MAX = 1024;

/** What the browser's `PushSubscription.toJSON()` gives; `production` decides whether plain http is refused. */
export function subscriptionSchema(production: boolean) {
  return z.object({
    endpoint: z
      .string({ error: "endpoint is required" })
      .max(ENDPOINT_MAX, { error: `endpoint must be at most ${ENDPOINT_MAX} characters` })
      .refine((value) => isAllowedEndpoint(value, production), {
        error: production
          ? "endpoint must be an https:// address"
          : "endpoint must be an https:// address (or http:// to 127.0.0.1 or localhost outside production)",
      }),
    expirationTime: z
      .number({ error: "expirationTime must be a time in milliseconds or null" })
      .int()
      .min(0)
      .max(8.64e15)
      .nullable()
      .optional(),
    keys: z.object({ p256dh: key("p256dh", 65), auth: key("auth", 16) }, { error: "keys must hold p256dh and auth" }),
  });
}

/** The contract's copy (the OpenAPI document shows the production rule). */
export const pushSubscriptionSchema = subscriptionSchema(true);

export const unsubscribeSchema = z.object({
  endpoint: z.string({ error: "endpoint is required" }).min(1).max(ENDPOINT_MAX),
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (name: string) =>
  z
    .string()
    .regex(HHMM, { error: `${name} must be a time like 22:00` })
    .optional();

/** A boolean as JSON sends it, or a form's checkbox ("on" when ticked; the form sends "off" beside it). */
const flag = (name: string) =>
  z
    .preprocess(
      (value) => (value === "on" || value === "true" ? true : value === "off" || value === "false" ? false : value),
      z.boolean({ error: `${name} must be true or false` }),
    )
    .optional();

/** A change: any subset (the API's PUT may send one field). Unknown keys are refused. */
export const pushPreferencesSchema = z.strictObject(
  {
    messages: flag("messages"),
    connections: flag("connections"),
    replies: flag("replies"),
    answers: flag("answers"),
    events: flag("events"),
    moderation: flag("moderation"),
    previews: flag("previews"),
    quietStart: time("quietStart"),
    quietEnd: time("quietEnd"),
  },
  { error: "Unknown field" },
);

/** What every push carries to the service worker (decision 082). */
export type PushPayload =
  | { kind: PushKind; title: string; body: string; url: string; tag: string; renotify?: boolean }
  | { kind: "clear"; tags: string[] };
