// Circles (decision 063): a circle is named by what it gathers, so its id says it and nothing stores it:
// "city-<placeId>" (everyone in a city), "from-<homeland>" (a homeland worldwide) and
// "from-<homeland>-in-<placeId>" (a homeland in a city). Homelands are every country a profile can name
// (app/lib/country-list.ts), slugged lower-case with hyphens ("South Korea" -> "south-korea"); circles.server.ts
// builds the same ids in SQL. A member with a second homeland is in that homeland's circles too (issue 43).
// Relative, not "~/": the seed imports this module too.
import { COUNTRIES, isCountry } from "./countries";

export type CircleKind = "city" | "homeland" | "homeland_city" | "started";
/** `startedId` names a circle a member started (decision 088: "c-<id>", a StartedCircle row). */
export type CircleKey = { kind: CircleKind; homeland: string | null; placeId: number | null; startedId?: string };

/** A started circle's id as a circle: "c-<StartedCircle.id>". */
export const STARTED_PREFIX = "c-";

export function isStartedCircleId(id: string | null | undefined): boolean {
  return typeof id === "string" && id.startsWith(STARTED_PREFIX);
}

export const HOMELANDS: readonly string[] = COUNTRIES;

export function homelandSlug(homeland: string): string {
  return homeland.toLowerCase().replaceAll(" ", "-");
}

const BY_SLUG = new Map(HOMELANDS.map((homeland) => [homelandSlug(homeland), homeland]));

export function isHomeland(value: string | null | undefined): value is string {
  return isCountry(value);
}

export function circleId(key: CircleKey): string {
  if (key.kind === "started") return `${STARTED_PREFIX}${key.startedId}`;
  if (key.kind === "city") return `city-${key.placeId}`;
  if (key.kind === "homeland") return `from-${homelandSlug(key.homeland!)}`;
  return `from-${homelandSlug(key.homeland!)}-in-${key.placeId}`;
}

const PLACE_ID = /^[1-9][0-9]{0,9}$/;

/** The circle an id names, or null when it names none (a malformed id, an unknown homeland). */
export function parseCircleId(id: string): CircleKey | null {
  const started = /^c-([a-z0-9]{1,40})$/.exec(id);
  if (started) return { kind: "started", homeland: null, placeId: null, startedId: started[1] };
  const city = /^city-(\d+)$/.exec(id);
  if (city) return PLACE_ID.test(city[1]) ? { kind: "city", homeland: null, placeId: Number(city[1]) } : null;
  const from = /^from-([a-z-]+?)(?:-in-(\d+))?$/.exec(id);
  if (!from) return null;
  const homeland = BY_SLUG.get(from[1]);
  if (!homeland) return null;
  if (from[2] === undefined) return { kind: "homeland", homeland, placeId: null };
  return PLACE_ID.test(from[2]) ? { kind: "homeland_city", homeland, placeId: Number(from[2]) } : null;
}

/** A member's homelands that have circles: their first, then their second (issue 43). */
export function homelandsOf(member: { countryOfOrigin: string | null; secondHomeland?: string | null }): string[] {
  const first = isHomeland(member.countryOfOrigin) ? member.countryOfOrigin : null;
  const second = isHomeland(member.secondHomeland) && member.secondHomeland !== first ? member.secondHomeland : null;
  return [first, second].filter((homeland): homeland is string => homeland !== null);
}

/** A member's own circles: what their homelands and city make them part of, without asking. */
export function ownCircleKeys(member: {
  countryOfOrigin: string | null;
  secondHomeland?: string | null;
  placeId: number | null;
}): CircleKey[] {
  const homelands = homelandsOf(member);
  const { placeId } = member;
  const keys: CircleKey[] = [];
  if (placeId !== null) for (const homeland of homelands) keys.push({ kind: "homeland_city", homeland, placeId });
  if (placeId !== null) keys.push({ kind: "city", homeland: null, placeId });
  for (const homeland of homelands) keys.push({ kind: "homeland", homeland, placeId: null });
  return keys;
}

export const FEED_SCOPES = ["circles", "city", "everyone"] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

export function parseFeedScope(value: unknown, fallback: FeedScope): FeedScope {
  return typeof value === "string" && (FEED_SCOPES as readonly string[]).includes(value)
    ? (value as FeedScope)
    : fallback;
}
