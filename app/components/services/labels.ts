// Services' categories in the member's language: the value (API, URL, database) stays English, its label is
// the `services` area's message (issue 31).
import type { TFunction } from "i18next";
import type { SERVICE_CATEGORIES } from "~/schemas/categories";

const CATEGORY_KEYS: Record<(typeof SERVICE_CATEGORIES)[number], string> = {
  "Language Tutoring": "languageTutoring",
  "Legal Help": "legalHelp",
  "Tech Support": "techSupport",
  "Cooking Classes": "cookingClasses",
  "Career Coaching": "careerCoaching",
  Translation: "translation",
  "Business Consulting": "businessConsulting",
  "Cultural Education": "culturalEducation",
  "Immigration Advice": "immigrationAdvice",
  "Art & Design": "artDesign",
  "Music Lessons": "musicLessons",
  "Health & Wellness": "healthWellness",
};

/** A category's label (t of the `services` area); an unknown value shows as it is. */
export function categoryLabel(t: TFunction, category: string): string {
  const key = (CATEGORY_KEYS as Record<string, string | undefined>)[category];
  return key ? t(`categories.${key}`) : category;
}
