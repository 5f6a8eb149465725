// The English refusals about a move and welcome helpers that the model and schema give; pages show them in their
// language through the `errors` messages (the pages' own words are in the `profile` and `people` messages).
export const MOVING_COPY = {
  failed: "Failed to save your move.",
  cityRequired: "Choose the city you are moving to",
  monthRequired: "Choose a month",
  monthInvalid: "Choose a month as YYYY-MM",
  monthPast: "Choose this month or a later one",
  monthTooFar: "Choose a month within the next 5 years",
  sameCity: "You already live there",
  helperInvalid: "welcomeHelper must be true or false",
} as const;
