import { randomUUID } from "node:crypto";
import { isAppError } from "./errors";
import type { FormFailure } from "./form-errors";

/** An AppError from the model as a page answer (status and Retry-After kept); other errors go on up. */
export function formFailure(
  error: unknown,
  values: Record<string, unknown>,
  fallbackTitle: string,
  keep: string[],
): Response {
  if (!isAppError(error)) throw error;
  const body: FormFailure = {
    toast: { id: randomUUID(), type: "error", title: error.title ?? fallbackTitle, description: error.message },
    fields: error.fields ?? {},
    values: Object.fromEntries(keep.map((key) => [key, typeof values[key] === "string" ? (values[key] as string) : ""])),
  };
  const headers: Record<string, string> = {};
  if (error.extra.retryAfterSeconds) headers["Retry-After"] = String(error.extra.retryAfterSeconds);
  return Response.json(body, { status: error.status, headers });
}
