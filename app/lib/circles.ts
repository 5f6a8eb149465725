import { type TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "~/i18n/react";
import { SOURCE_LOCALE } from "~/i18n/config";
import { countryName, COUNTRIES, isCountry } from "~/lib/countries";

// What the circles model says in English (decision 063): circle names as the API gives them, refusals and the
// feed's notices. Pages say names in their language (useCircleName, below), notices and refusals through the
// `home` and `errors` messages.

/** What a homeland's people are called, for "Nigerians in Berlin"; homelands missing here read "People from X". */
const DEMONYMS: Record<string, string> = {
  Argentina: "Argentinians",
  Bangladesh: "Bangladeshis",
  Brazil: "Brazilians",
  China: "Chinese",
  Colombia: "Colombians",
  Egypt: "Egyptians",
  Ghana: "Ghanaians",
  India: "Indians",
  Indonesia: "Indonesians",
  Iran: "Iranians",
  Malaysia: "Malaysians",
  Mexico: "Mexicans",
  Morocco: "Moroccans",
  Nigeria: "Nigerians",
  Pakistan: "Pakistanis",
  Peru: "Peruvians",
  Philippines: "Filipinos",
  Poland: "Poles",
  Romania: "Romanians",
  "South Korea": "South Koreans",
  Thailand: "Thais",
  Turkey: "Turks",
  Ukraine: "Ukrainians",
  Vietnam: "Vietnamese",
};

export const CIRCLE_COPY = {
  homelandInCity: (homeland: string, city: string) => `${DEMONYMS[homeland] ?? `People from ${homeland}`} in ${city}`,
  homeland: (homeland: string) => homeland,
  city: (city: string) => city,
  notFound: "Circle not found",
  notYourCircle: "You can only post to circles you are in",
  badScope: "scope must be one of circles, city, everyone",
  circlesEmpty:
    "Nothing in your circles yet, so here is everyone's feed. Join circles or connect with people to fill it.",
  cityUnknown: "Add your city to your profile to see posts from there. Here is everyone's feed meanwhile.",
  cityEmpty: "Nothing from your city yet, so here is everyone's feed.",
} as const;

export function demonymOf(homeland: string): string | undefined {
  return DEMONYMS[homeland];
}

// A circle's name in the reader's language. The circles model names a circle in English ("Mexicans in
// Madrid", "Mexico", "Madrid"), which the API keeps; its id says what it gathers (app/lib/circles.ts), so a
// page can say the name in another language: the homeland's name from CLDR, the city as it is.

type NamedCircle = { id: string; name: string };

export function circleNameIn(circle: NamedCircle, locale: string, t: TFunction<"circles">): string {
  if (locale === SOURCE_LOCALE) return circle.name;
  const key = parseCircleId(circle.id);
  if (!key || key.kind === "city" || !key.homeland) return circle.name;
  if (key.kind === "homeland") return countryName(key.homeland, locale);
  // "Mexicans in Madrid": the city is what follows the English people's name.
  const prefix = `${demonymOf(key.homeland) ?? `People from ${key.homeland}`} in `;
  if (!circle.name.startsWith(prefix)) return circle.name;
  return t("name.homelandInCity", {
    homeland: countryName(key.homeland, locale),
    city: circle.name.slice(prefix.length),
  });
}

/** circleNameIn for components, in the page's language. */
export function useCircleName(): (circle: NamedCircle) => string {
  const { t, i18n } = useTranslation("circles");
  const locale = i18n?.language || SOURCE_LOCALE;
  return useCallback((circle: NamedCircle) => circleNameIn(circle, locale, t), [locale, t]);
}

// Circles (decision 063): a circle is named by what it gathers, so its id says it and nothing stores it:
// "city-<placeId>" (everyone in a city), "from-<homeland>" (a homeland worldwide) and
// "from-<homeland>-in-<placeId>" (a homeland in a city). Homelands are every country a profile can name
// (app/lib/countries.ts), slugged lower-case with hyphens ("South Korea" -> "south-korea"); circles.server.ts
// builds the same ids in SQL. A member with a second homeland is in that homeland's circles too (issue 43).
// Relative, not "~/": the seed imports this module too.

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
