// What members read about circles (decision 063), in one place for the languages issue.

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
  /** "Nigerians in Berlin" */
  homelandInCity: (homeland: string, city: string) => `${DEMONYMS[homeland] ?? `People from ${homeland}`} in ${city}`,
  /** "Nigeria": the homeland worldwide. */
  homeland: (homeland: string) => homeland,
  /** "Berlin": everyone in the city. */
  city: (city: string) => city,
  kind: { city: "Everyone in the city", homeland: "Your homeland worldwide", homeland_city: "Homeland in the city" },
  pageTitle: "Circles",
  mine: "My circles",
  suggestions: "Circles you could join",
  noCircles:
    "You are in no circle yet. Add your homeland and your city to your profile and you join their circles automatically.",
  join: "Join circle",
  leave: "Leave circle",
  joined: (name: string) => `You joined ${name}`,
  left: (name: string) => `You left ${name}`,
  members: (count: number) => (count === 1 ? "1 member" : `${count} members`),
  yours: "Yours by homeland and city",
  newestMembers: "Newest members",
  peopleYouMayKnow: "People you may know",
  noMembers: "Nobody here yet. Join and be the first.",
  posts: "Posts in this circle",
  noPosts: "No posts in this circle yet.",
  events: (city: string) => `Upcoming events in ${city}`,
  noEvents: "No upcoming events in this city.",
  services: (city: string) => `Services in ${city}`,
  noServices: "No services in this city yet.",
  advice: (city: string) => `Questions about ${city}`,
  noAdvice: "No questions about this city yet.",
  olderPosts: "Older posts",
  notFound: "Circle not found",
  postTo: "Post to",
  everyone: "Everyone",
  notYourCircle: "You can only post to circles you are in",
  postedIn: (name: string) => `in ${name}`,
  scopes: { circles: "My circles", city: "My city", everyone: "Everyone" },
  scopeLabel: "Show posts from",
  badScope: "scope must be one of circles, city, everyone",
  circlesEmpty:
    "Nothing in your circles yet, so here is everyone's feed. Join circles or connect with people to fill it.",
  cityUnknown: "Add your city to your profile to see posts from there. Here is everyone's feed meanwhile.",
  cityEmpty: "Nothing from your city yet, so here is everyone's feed.",
  browse: "Circles",
} as const;

export function demonymOf(homeland: string): string | undefined {
  return DEMONYMS[homeland];
}
