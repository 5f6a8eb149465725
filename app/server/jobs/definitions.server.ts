// What each kind of job does (kinds.ts says how each retries). Every handler is idempotent: running one twice
// (a retry, a node that died after the work but before marking it done) changes nothing the second time.
import type { Transporter } from "nodemailer";
import * as z from "zod";
import { buildExport } from "~/models/data-exports.server";
import { deliverMail } from "~/models/mail.server";
import { mailAboutMessages, mailAboutNotification, sendDailySummaries } from "~/models/notification-mail.server";
import { sendEventReminders } from "~/models/event-reminders.server";
import { sendWeeklyDigest } from "~/models/digest.server";
import { pushClear, pushMessage, pushNotification } from "~/models/push-delivery.server";
import { getMailTransport } from "../mailer.server";
import { sweepExpired } from "../cleanup.server";
import type { JobHandlers } from "./types";

const mailPayload = z.object({ mailId: z.string().min(1).max(64) });
const conversationPayload = z.object({ receiverId: z.string().min(1).max(64), senderId: z.string().min(1).max(64) });
const notificationPayload = z.object({
  userId: z.string().min(1).max(64),
  type: z.string().min(1).max(64),
  link: z.string().min(1).max(500),
});
const pushClearPayload = z.object({
  userId: z.string().min(1).max(64),
  tags: z.array(z.string().min(1).max(100)).max(50),
});
const exportPayload = z.object({ exportId: z.string().min(1).max(64) });

/** The handlers; `transport` replaces SMTP_URL's (tests point it at their own SMTP server). */
export function jobHandlers(
  deps: { transport?: () => Transporter | null | Promise<Transporter | null> } = {},
): JobHandlers {
  const transport = deps.transport ?? getMailTransport;
  return {
    "mail.send": async (payload) => {
      await deliverMail(mailPayload.parse(payload).mailId, transport());
    },
    "export.build": async (payload) => {
      await buildExport(exportPayload.parse(payload).exportId);
    },
    cleanup: async () => {
      await sweepExpired();
    },
    "mail.messages": async (payload) => {
      const { receiverId, senderId } = conversationPayload.parse(payload);
      await mailAboutMessages(receiverId, senderId);
    },
    "mail.notification": async (payload) => {
      await mailAboutNotification(notificationPayload.parse(payload));
    },
    "mail.daily": async () => {
      await sendDailySummaries();
    },
    "mail.digest": async () => {
      await sendWeeklyDigest();
    },
    "events.remind": async () => {
      await sendEventReminders();
    },
    "push.notification": async (payload) => {
      await pushNotification(notificationPayload.parse(payload));
    },
    "push.message": async (payload) => {
      await pushMessage(conversationPayload.parse(payload));
    },
    "push.clear": async (payload) => {
      await pushClear(pushClearPayload.parse(payload));
    },
  };
}
