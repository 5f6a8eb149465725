// The about field's length refusal, which the model's validation error carries (the lead translates validation
// errors centrally; the page's own words about places are in the `advice` messages).
export const ADVICE_COPY = {
  aboutTooLong: "Must be at most 100 characters",
} as const;
