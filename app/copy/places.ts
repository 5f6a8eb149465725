// The English refusals of the city picker that the models give; pages show them in their language through the
// `errors` messages (the picker's own words are in the `places` messages).
export const PLACE_COPY = {
  errorTitle: "Choose your city",
  notFound: (text: string) => `We couldn't find a city called "${text}". Try its name in English, e.g. "Lisbon".`,
  ambiguous: (city: string) => `There is more than one ${city}. Which one do you mean?`,
  didYouMean: (text: string) => `No city is called "${text}" exactly. Did you mean one of these?`,
  queryRequired: "Type at least one letter of a city",
} as const;

/** Why Discover suggests someone nearby (decision 062): "From Nigeria · also in Berlin", "12 km away". */
export const PEOPLE_NEAR_COPY = {
  alsoIn: (city: string) => `also in ${city}`,
  away: (km: number) => (km < 1 ? "under 1 km away" : `${Math.round(km).toLocaleString("en-US")} km away`),
} as const;
