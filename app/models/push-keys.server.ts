// The server's VAPID key pair (RFC 8292, decision 082): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else
// made once on first use and kept in the PushKey table, so every node and every restart signs with the same
// pair (a new pair would orphan every browser's subscription). Only the public key ever leaves the server.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const ROW_ID = "vapid";
let cached: Promise<VapidKeys> | undefined;

/** Who push services may write to about our pushes: VAPID_SUBJECT, else APP_URL (https) or a mailto at its host. */
export function vapidSubject(): string {
  const env = getEnv();
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.APP_URL?.startsWith("https://")) return new URL(env.APP_URL).origin;
  const host = env.APP_URL ? new URL(env.APP_URL).hostname : "roots.invalid";
  return `mailto:push@${host === "localhost" || host === "127.0.0.1" ? "roots.invalid" : host}`;
}

async function loadKeys(): Promise<VapidKeys> {
  const env = getEnv();
  const subject = vapidSubject();
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const select = { publicKey: true, privateKey: true } as const;
  const found = await db.pushKey.findUnique({ where: { id: ROW_ID }, select });
  if (found) return { ...found, subject };
  // web-push is loaded by the first push work only (it and its crypto are a tenth of a second of a start).
  const { default: webpush } = await import("web-push");
  const made = webpush.generateVAPIDKeys();
  try {
    await db.pushKey.create({ data: { id: ROW_ID, ...made }, select: { id: true } });
    return { ...made, subject };
  } catch (error) {
    // Another node made the pair first: theirs is the one.
    if ((error as { code?: string }).code !== "P2002") throw error;
    return { ...(await db.pushKey.findUniqueOrThrow({ where: { id: ROW_ID }, select })), subject };
  }
}

/** The key pair; read (or made) once per process. */
export function vapidKeys(): Promise<VapidKeys> {
  cached ??= loadKeys().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** The public key a browser passes to `pushManager.subscribe({ applicationServerKey })`. */
export async function vapidPublicKey(): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys()).publicKey };
}

/** Tests: forget the cached pair (a test that changes the settings or empties the table). */
export function forgetVapidKeys(): void {
  cached = undefined;
}
