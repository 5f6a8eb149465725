// Login and registration input: the spec's validation order and messages (sections 5 and 8),
// applied on the server and reused by the page for instant feedback.
import { z } from "zod";
import { LIMITS, REGISTRATION_COUNTRIES } from "~/models/constants";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/utils/password-rules";

export type FormProblem = { title: string; description: string; fields: Record<string, string> };

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), text(max).optional());

export const loginSchema = z.object({
  email: text(LIMITS.email).toLowerCase(),
  password: z.string().max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: text(LIMITS.name).min(1, "First name is required"),
  lastName: text(LIMITS.name).min(1, "Last name is required"),
  email: text(LIMITS.email).toLowerCase().pipe(z.email("Please enter a valid email address")),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  confirmPassword: z.string(),
  countryOfOrigin: optionalText(60).refine(
    (value) => value === undefined || (REGISTRATION_COUNTRIES as readonly string[]).includes(value),
    "Please choose a country from the list",
  ),
  currentLocation: optionalText(LIMITS.location),
});
export type RegisterInput = z.infer<typeof registerSchema>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const blank = (value: unknown) => str(value).trim() === "";

/** Returns the first problem in the spec's order, or null. */
export function loginProblem(input: Record<string, unknown>): FormProblem | null {
  if (blank(input.email) || str(input.password) === "") {
    const fields: Record<string, string> = {};
    if (blank(input.email)) fields.email = "Email is required";
    if (str(input.password) === "") fields.password = "Password is required";
    return { title: "Missing information", description: "Please fill in all fields", fields };
  }
  return null;
}

export function registerProblem(input: Record<string, unknown>): FormProblem | null {
  const required = ["firstName", "lastName", "email", "password"] as const;
  const missing = required.filter((key) => (key === "password" ? str(input[key]) === "" : blank(input[key])));
  if (missing.length > 0) {
    return {
      title: "Missing information",
      description: "Please fill in all required fields",
      fields: Object.fromEntries(missing.map((key) => [key, "This field is required"])),
    };
  }
  if (str(input.password) !== str(input.confirmPassword)) {
    return {
      title: "Passwords don't match",
      description: "Please make sure your passwords match",
      fields: { confirmPassword: "Passwords don't match" },
    };
  }
  if (str(input.password).length < PASSWORD_MIN) {
    return {
      title: "Password too short",
      description: `Password must be at least ${PASSWORD_MIN} characters long`,
      fields: { password: `At least ${PASSWORD_MIN} characters` },
    };
  }
  return null;
}
