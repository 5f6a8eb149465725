// Mail (decision 057): every mail is a Mail row written with the work that causes it, then delivered by the
// "mail.send" job (app/server/jobs), so a request never waits for SMTP and a down SMTP server is retried with
// backoff. Delivery is once: the row's sentAt is set when SMTP accepted it (and its body, which may hold a
// one-time link, is then cleared); a delivery whose row is already sent does nothing. Without SMTP_URL the row
// stays as it is: the outbox an admin reads at /admin/outbox (one log line per mail, no link or body).
import type { Transporter } from "nodemailer";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { enqueue } from "~/server/jobs/queue.server";
import { appUrl, getMailTransport, mailFrom } from "~/server/mailer.server";
import { decodeCursor, olderThan, paginate } from "~/lib/cursor";
import { serverT } from "~/i18n/i18n.server";
import { directionOf, SOURCE_LOCALE } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import type { Viewer } from "./viewer";

export type MailContent = {
  heading: string;
  paragraphs: string[];
  /** The one button (a link built from APP_URL). */
  action?: { label: string; url: string };
  /** A last line under the button ("If you did not ask for this..."). */
  note?: string;
  /** Notification mail: the one-click unsubscribe link, shown in the footer too (decision 064). */
  unsubscribeUrl?: string;
  /** The recipient's language (User.locale): the footer's words and the page's lang; English when null. */
  locale?: string | null;
};

export type OutgoingMail = MailContent & {
  to: string;
  userId?: string | null;
  /** What the mail is for (reset, verify, password-changed...): the outbox groups by it. */
  kind: string;
  subject: string;
  headers?: Record<string, string>;
};

type Client = Pick<typeof db, "mail" | "job">;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The plain-text and HTML parts of a mail, both with the product's name. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const appName = getEnv().APP_NAME;
  const lang = content.locale ?? SOURCE_LOCALE;
  const t = serverT(lang, "mail");
  const footer = t("footer", { appName });
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.note ? [content.note, ""] : []),
    "-- ",
    appName,
    footer,
    ...(content.unsubscribeUrl ? [`${t("footerUnsubscribe")} ${content.unsubscribeUrl}`] : []),
  ].join("\n");
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="font-size:13px;color:#555">${escapeHtml(t("linkFallback"))}<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:16px">
<p style="font-weight:bold;color:#0f766e">${escapeHtml(appName)}</p>
<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${button}
${content.note ? `<p style="font-size:13px;color:#555">${escapeHtml(content.note)}</p>` : ""}
<hr><p style="font-size:12px;color:#777">${escapeHtml(footer)}${
    content.unsubscribeUrl
      ? `<br>${escapeHtml(t("footerUnsubscribe"))} <a href="${escapeHtml(content.unsubscribeUrl)}">${escapeHtml(t("unsubscribe"))}</a>`
      : ""
  }</p>
</body></html>`;
  return { text, html };
}

/** The language a member reads mail in (User.locale; null: English). */
export async function mailLocaleOf(userId: string, client: Pick<typeof db, "user"> = db): Promise<string | null> {
  return (await client.user.findUnique({ where: { id: userId }, select: { locale: true } }))?.locale ?? null;
}

/** Writes a mail and its send job (in `tx` when given: they commit with the caller's work). Answers the mail's id. */
export async function queueMail(mail: OutgoingMail, tx?: Client): Promise<string> {
  const client = tx ?? db;
  const { text, html } = renderMail(mail);
  const row = await client.mail.create({
    data: {
      to: mail.to,
      userId: mail.userId ?? null,
      kind: mail.kind,
      subject: `${mail.subject} · ${getEnv().APP_NAME}`,
      text,
      html,
      headers: JSON.stringify(mail.headers ?? {}),
    },
    select: { id: true },
  });
  await enqueue("mail.send", { mailId: row.id }, { uniqueKey: `mail-${row.id}` }, tx);
  return row.id;
}

/** An address as the log shows it: enough to find the mail, not the whole address. */
function maskAddress(address: string): string {
  const [local, domain] = address.split("@");
  return `${local.slice(0, 1)}***@${domain ?? ""}`;
}

export type DeliveryResult = "sent" | "kept" | "already-sent" | "missing";

/**
 * The "mail.send" job: sends the mail once over SMTP (throws when SMTP fails, so the job retries), or keeps it
 * in the outbox without SMTP. The Message-ID is the row's, so a receiver also drops the one duplicate a crash
 * between SMTP's answer and our write could cause.
 */
export async function deliverMail(
  mailId: string,
  given: Transporter | null | Promise<Transporter | null> = getMailTransport(),
): Promise<DeliveryResult> {
  const transport = await given;
  const row = await db.mail.findUnique({
    where: { id: mailId },
    select: { id: true, to: true, kind: true, subject: true, text: true, html: true, headers: true, sentAt: true },
  });
  if (!row) return "missing"; // the member was erased meanwhile: nothing to send
  if (row.sentAt) return "already-sent";
  if (!transport) {
    console.log(`mail: ${row.kind} to ${maskAddress(row.to)} kept in the outbox (${row.id})`);
    return "kept";
  }
  const host = new URL(appUrl()).hostname;
  await transport.sendMail({
    from: mailFrom(),
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: JSON.parse(row.headers) as Record<string, string>,
    messageId: `<${row.id}@${host}>`,
  });
  await db.mail.updateMany({ where: { id: row.id, sentAt: null }, data: { sentAt: new Date(), text: "", html: "" } });
  console.log(`mail: ${row.kind} sent to ${maskAddress(row.to)} (${row.id})`);
  return "sent";
}

export type OutboxMail = {
  id: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string | null;
  createdAt: string;
};

/** /admin/outbox: mail newest first, in keyset pages (admins only). */
export async function listOutbox(
  viewer: Viewer,
  cursor: string | null = null,
  limit = 20,
): Promise<{ mails: OutboxMail[]; nextCursor: string | null; smtp: boolean }> {
  if (viewer.role !== "admin") throw new AppError("forbidden", "You don't have permission to access this resource");
  const rows = await db.mail.findMany({
    where: olderThan(decodeCursor(cursor)),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { id: true, to: true, kind: true, subject: true, text: true, html: true, sentAt: true, createdAt: true },
  });
  const { items, nextCursor } = paginate(rows, limit);
  return {
    mails: items.map((row) => ({
      ...row,
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
    smtp: Boolean(getEnv().SMTP_URL),
  };
}

/** The hourly sweep: mail older than 30 days goes (the outbox is a log, not an archive). */
export async function deleteOldMail(now = new Date()): Promise<number> {
  const { count } = await db.mail.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000) } },
  });
  return count;
}
