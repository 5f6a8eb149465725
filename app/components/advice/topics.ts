// Advice topics in the member's language: the value (API, URL, database) stays English, its label is the
// `advice` area's message (issue 31).
import type { TFunction } from "i18next";
import type { ADVICE_CATEGORIES } from "~/schemas/categories";

const TOPIC_KEYS: Record<(typeof ADVICE_CATEGORIES)[number], string> = {
  "Living Abroad": "livingAbroad",
  "Cultural Adaptation": "culturalAdaptation",
  "Immigration Process": "immigrationProcess",
  "Career Development": "careerDevelopment",
  "Language Learning": "languageLearning",
  Education: "education",
  Healthcare: "healthcare",
  Housing: "housing",
  "Legal Matters": "legalMatters",
  "Financial Planning": "financialPlanning",
  "Dating & Relationships": "datingRelationships",
  "Family Life": "familyLife",
};

/** A topic's label (t of the `advice` area); an unknown value shows as it is. */
export function topicLabel(t: TFunction, topic: string): string {
  const key = (TOPIC_KEYS as Record<string, string | undefined>)[topic];
  return key ? t(`topics.${key}`) : topic;
}
