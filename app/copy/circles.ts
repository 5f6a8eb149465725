// What the circles model says in English (decision 063): circle names as the API gives them, refusals and the
// feed's notices. Pages say names in their language (app/lib/circle-names.ts), notices and refusals through the
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
