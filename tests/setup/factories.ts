// Test data made through the real model functions.
import { randomUUID } from "node:crypto";
import { registerUser } from "~/models/accounts.server";
import { db } from "~/server/db.server";
import { searchTextFor } from "~/lib/search-text";

export function uniqueEmail(prefix = "member"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.example`;
}

/**
 * A registered member. A `currentLocation` override is kept as free text, as a member from before places has
 * it (decision 053): tests that want a unique city to count or search by need not name a real one.
 */
export async function createMember(overrides: Record<string, string> = {}) {
  const password = overrides.password ?? "secret-password";
  const { currentLocation, ...rest } = overrides;
  const registered = await registerUser(
    {
      firstName: "Test",
      lastName: "Member",
      email: uniqueEmail(),
      password,
      confirmPassword: password,
      countryOfOrigin: "Brazil",
      currentLocation: "Lisbon, Portugal",
      ...rest,
      // Each factory member registers from an address of its own, as real members do.
    },
    `factory-${randomUUID()}`,
  );
  if (currentLocation === undefined) return { user: registered, password };
  const user = {
    ...registered,
    ...(await db.user.update({
      where: { id: registered.id },
      data: {
        currentLocation: currentLocation || null,
        placeId: null,
        searchText: searchTextFor({ ...registered, currentLocation: currentLocation || null }),
      },
      select: { currentLocation: true, placeId: true },
    })),
    place: null,
  };
  return { user, password };
}

/**
 * Two real small towns, picked at random among those with `population` in [from, to): each test that counts
 * members by place takes a range of its own (the circles tests 1000–1200, the figures 1200–1300, the tally
 * 1300–1500), so that no other test's members live there.
 */
export async function smallTowns(from: number, to: number): Promise<[number, number]> {
  const rows = await db.place.findMany({
    where: { population: { gte: from, lt: to } },
    orderBy: { id: "asc" },
    skip: Math.floor(Math.random() * 300),
    take: 2,
    select: { id: true },
  });
  return [rows[0]!.id, rows[1]!.id];
}

/** The id of the most populous place named `nameKey` (lower-case, as stored) in a country: "berlin", "DE". */
export async function placeId(nameKey: string, countryCode: string): Promise<number> {
  const place = await db.place.findFirstOrThrow({
    where: { nameKey, countryCode },
    orderBy: { population: "desc" },
    select: { id: true },
  });
  return place.id;
}
