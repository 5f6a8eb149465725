// Flash toasts: set by an action in a signed cookie, read (and cleared) by the root loader.
import { createCookie, redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import * as z from "zod";
import type { ToastMessage } from "~/lib/page-context";
import { getEnv } from "../server/env.server";

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info"]),
  title: z.string(),
  description: z.string().optional(),
  action: z
    .object({ label: z.string(), action: z.string().startsWith("/"), fields: z.record(z.string(), z.string()) })
    .optional(),
});

function toastCookie() {
  return createCookie("roots_toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [getEnv().SESSION_SECRET],
  });
}

export type ToastInput = Omit<ToastMessage, "id">;

export function toToast(input: ToastInput): ToastMessage {
  return { id: randomUUID(), ...input };
}

export async function toastHeader(input: ToastInput): Promise<string> {
  return toastCookie().serialize(toToast(input));
}

export async function redirectWithToast(url: string, input: ToastInput, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(input));
  return redirect(url, { headers });
}

/** The pending toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; clear: string | null }> {
  const cookie = toastCookie();
  // A tampered or garbled toast cookie is dropped, never an error.
  const raw: unknown = await cookie.parse(request.headers.get("cookie")).catch(() => "garbled");
  const parsed = toastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, clear: raw ? await cookie.serialize("", { maxAge: 0 }) : null };
  return { toast: parsed.data, clear: await cookie.serialize("", { maxAge: 0 }) };
}
