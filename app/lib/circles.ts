// Circles (decision 063): a circle is named by what it gathers, so its id says it and nothing stores it:
// "city-<placeId>" (everyone in a city), "from-<homeland>" (a homeland worldwide) and
// "from-<homeland>-in-<placeId>" (a homeland in a city). Homelands are the profile's closed list, slugged
// lower-case with hyphens ("South Korea" -> "south-korea"); circles.server.ts builds the same ids in SQL.
// Relative, not "~/": the seed imports this module too.
import { PROFILE_COUNTRIES, REGISTRATION_COUNTRIES } from "../schemas/constants";

export type CircleKind = "city" | "homeland" | "homeland_city";
export type CircleKey = { kind: CircleKind; homeland: string | null; placeId: number | null };

export const HOMELANDS: readonly string[] = [...new Set<string>([...PROFILE_COUNTRIES, ...REGISTRATION_COUNTRIES])];

export function homelandSlug(homeland: string): string {
  return homeland.toLowerCase().replaceAll(" ", "-");
}

const BY_SLUG = new Map(HOMELANDS.map((homeland) => [homelandSlug(homeland), homeland]));

export function isHomeland(value: string | null | undefined): value is string {
  return typeof value === "string" && HOMELANDS.includes(value);
}

export function circleId(key: CircleKey): string {
  if (key.kind === "city") return `city-${key.placeId}`;
  if (key.kind === "homeland") return `from-${homelandSlug(key.homeland!)}`;
  return `from-${homelandSlug(key.homeland!)}-in-${key.placeId}`;
}

const PLACE_ID = /^[1-9][0-9]{0,9}$/;

/** The circle an id names, or null when it names none (a malformed id, an unknown homeland). */
export function parseCircleId(id: string): CircleKey | null {
  const city = /^city-(\d+)$/.exec(id);
  if (city) return PLACE_ID.test(city[1]) ? { kind: "city", homeland: null, placeId: Number(city[1]) } : null;
  const from = /^from-([a-z-]+?)(?:-in-(\d+))?$/.exec(id);
  if (!from) return null;
  const homeland = BY_SLUG.get(from[1]);
  if (!homeland) return null;
  if (from[2] === undefined) return { kind: "homeland", homeland, placeId: null };
  return PLACE_ID.test(from[2]) ? { kind: "homeland_city", homeland, placeId: Number(from[2]) } : null;
}

/** A member's own circles: what their homeland and city make them part of, without asking. */
export function ownCircleKeys(member: { countryOfOrigin: string | null; placeId: number | null }): CircleKey[] {
  const homeland = isHomeland(member.countryOfOrigin) ? member.countryOfOrigin : null;
  const { placeId } = member;
  const keys: CircleKey[] = [];
  if (homeland && placeId !== null) keys.push({ kind: "homeland_city", homeland, placeId });
  if (placeId !== null) keys.push({ kind: "city", homeland: null, placeId });
  if (homeland) keys.push({ kind: "homeland", homeland, placeId: null });
  return keys;
}

export const FEED_SCOPES = ["circles", "city", "everyone"] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

export function parseFeedScope(value: unknown, fallback: FeedScope): FeedScope {
  return typeof value === "string" && (FEED_SCOPES as readonly string[]).includes(value)
    ? (value as FeedScope)
    : fallback;
}
