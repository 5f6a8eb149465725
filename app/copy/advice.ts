// What members read about questions' places (issue 27 §4), in one place for the languages issue.
export const ADVICE_COPY = {
  aboutLabel: "About a city or country (optional)",
  aboutHint: "e.g. Berlin, or Germany: members there will find your question.",
  aboutFilter: "City or country",
  aboutBadge: (label: string) => `About ${label}`,
  aboutHeading: (label: string) => `Questions about ${label}`,
  aboutNothing: (text: string) => `No city or country is called "${text}".`,
  aboutTooLong: "Must be at most 100 characters",
} as const;
