// The spec's service and advice categories (section 9). Apart from constants.ts, which every page with a form
// loads: only the services' and advice pages draw these (decision 099).
export const SERVICE_CATEGORIES = [
  "Language Tutoring",
  "Legal Help",
  "Tech Support",
  "Cooking Classes",
  "Career Coaching",
  "Translation",
  "Business Consulting",
  "Cultural Education",
  "Immigration Advice",
  "Art & Design",
  "Music Lessons",
  "Health & Wellness",
] as const;

export const ADVICE_CATEGORIES = [
  "Living Abroad",
  "Cultural Adaptation",
  "Immigration Process",
  "Career Development",
  "Language Learning",
  "Education",
  "Healthcare",
  "Housing",
  "Legal Matters",
  "Financial Planning",
  "Dating & Relationships",
  "Family Life",
] as const;

export const POPULAR_ADVICE_TOPICS = ADVICE_CATEGORIES.slice(0, 6);
