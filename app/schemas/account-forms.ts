// Login and registration: one schema per form, used by the model on the server (app/models/accounts.server.ts)
// and by the page with Conform for instant field errors and input constraints. The spec's toasts
// (sections 5 and 8) come from the field errors in the spec's order: missing fields, then passwords that
// differ, then a short or common password.
import * as z from "zod";
import { LIMITS } from "~/schemas/constants";
import { homelandField } from "~/schemas/homeland";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  newPasswordField,
  type CommonPasswordCheck,
} from "~/lib/password-rules";

export type FormProblem = { title: string; description: string };

const REQUIRED = "This field is required";
const MISMATCH = "Passwords don't match";

// Conform sends an empty field as undefined, a plain form post as "": both are "required".
const required = (max: number, message = REQUIRED) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(max, `Must be at most ${max} characters`).optional(),
  );

export const loginSchema = z.object({
  email: required(LIMITS.email, "Email is required").toLowerCase(),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration; `isCommon` is the server's list of common passwords (the browser has none: CommonPasswordCheck). */
export const registerSchemaWith = (isCommon?: CommonPasswordCheck) =>
  z
    .object({
      firstName: required(LIMITS.name),
      lastName: required(LIMITS.name),
      email: required(LIMITS.email).toLowerCase().pipe(z.email("Please enter a valid email address")),
      password: newPasswordField(REQUIRED, isCommon),
      confirmPassword: z.string().optional(),
      countryOfOrigin: homelandField,
      currentLocation: optionalText(LIMITS.location),
    })
    // Runs even when other fields failed, so the toast can follow the spec's order.
    .superRefine(
      (data, ctx) => {
        if (data.password && (data.confirmPassword ?? "") !== data.password) {
          ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MISMATCH });
        }
      },
      { when: () => true },
    );
export const registerSchema = registerSchemaWith();
export type RegisterInput = z.infer<typeof registerSchema>;

/** The spec's toast for a rejected login form, from its field errors. */
export function loginProblem(fields: Record<string, string | string[] | null | undefined>): FormProblem | null {
  const messages = Object.values(fields).flat();
  if (messages.some((message) => message?.endsWith(" is required"))) {
    return { title: "Missing information", description: "Please fill in all fields" };
  }
  return null;
}

/** The spec's toast for a rejected registration form, from its field errors, in the spec's order. */
export function registerProblem(fields: Record<string, string | string[] | null | undefined>): FormProblem | null {
  const first = (key: string) => [fields[key]].flat()[0];
  if (["firstName", "lastName", "email", "password"].some((key) => first(key) === REQUIRED)) {
    return { title: "Missing information", description: "Please fill in all required fields" };
  }
  if (first("confirmPassword") === MISMATCH)
    return { title: MISMATCH, description: "Please make sure your passwords match" };
  if (first("password") === PASSWORD_TOO_SHORT) {
    return { title: "Password too short", description: `Password must be at least ${PASSWORD_MIN} characters long` };
  }
  if (first("password") === PASSWORD_TOO_COMMON)
    return { title: "Password too common", description: "Please choose a password that is harder to guess" };
  return null;
}

/** Forgot password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({
  email: required(LIMITS.email, "Email is required").toLowerCase().pipe(z.email("Please enter a valid email address")),
});

/** A new password from a reset link: the registration rules. */
export const resetPasswordSchemaWith = (isCommon?: CommonPasswordCheck) =>
  z
    .object({
      token: z.string({ error: "This link is not valid" }).min(1, "This link is not valid").max(200),
      password: newPasswordField(REQUIRED, isCommon),
      confirmPassword: z.string().max(PASSWORD_MAX).optional(),
    })
    .superRefine(
      (data, ctx) => {
        if (data.password && (data.confirmPassword ?? "") !== data.password) {
          ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MISMATCH });
        }
      },
      { when: () => true },
    );
export const resetPasswordSchema = resetPasswordSchemaWith();
