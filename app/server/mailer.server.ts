// The SMTP transport (nodemailer) when SMTP_URL is set; null: mail stays in the outbox (decision 057).
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";

declare global {
  var __rootsMailer: Transporter | null | undefined;
}

export function getMailTransport(): Transporter | null {
  if (globalThis.__rootsMailer !== undefined) return globalThis.__rootsMailer;
  const url = getEnv().SMTP_URL;
  return (globalThis.__rootsMailer = url ? createMailTransport(url) : null);
}

export function createMailTransport(url: string): Transporter {
  // Short timeouts: a dead SMTP server fails the job, which retries later, instead of holding a worker.
  return nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
}

/** The address mail comes from: MAIL_FROM, or the product's name at APP_URL's host. */
export function mailFrom(): string {
  const env = getEnv();
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = env.APP_URL ? new URL(env.APP_URL).hostname : "localhost";
  return `"${env.APP_NAME.replace(/"/g, "")}" <no-reply@${host}>`;
}

/** The base every link in mail is built from: APP_URL, never a request's Host or X-Forwarded-Host. */
export function appUrl(path = "/"): string {
  const env = getEnv();
  const base = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return new URL(path, base.endsWith("/") ? base : `${base}/`).toString();
}
