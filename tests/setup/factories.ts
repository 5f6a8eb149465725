// Test data made through the real model functions.
import { randomUUID } from "node:crypto";
import { registerUser } from "~/models/accounts.server";

export function uniqueEmail(prefix = "member"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.example`;
}

export async function createMember(overrides: Record<string, string> = {}) {
  const password = overrides.password ?? "secret-password";
  const user = await registerUser(
    {
      firstName: "Test",
      lastName: "Member",
      email: uniqueEmail(),
      password,
      confirmPassword: password,
      countryOfOrigin: "Brazil",
      currentLocation: "Lisbon, Portugal",
      ...overrides,
      // Each factory member registers from an address of its own, as real members do.
    },
    `factory-${randomUUID()}`,
  );
  return { user, password };
}
