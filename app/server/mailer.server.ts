// The SMTP transport (nodemailer) when SMTP_URL is set; null: mail stays in the outbox (decision 057).
import type { Transporter } from "nodemailer";
import { getEnv } from "./env.server";

declare global {
  var __rootsMailer: Promise<Transporter | null> | undefined;
}

export function getMailTransport(): Promise<Transporter | null> {
  const url = getEnv().SMTP_URL;
  return (globalThis.__rootsMailer ??= url
    ? createMailTransport(url).catch((error: unknown) => {
        globalThis.__rootsMailer = undefined; // the next mail tries again
        throw error;
      })
    : Promise.resolve(null));
}

/** nodemailer is loaded by the first mail sent, not by every start. */
export async function createMailTransport(url: string): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
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
