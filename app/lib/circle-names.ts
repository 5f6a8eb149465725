// A circle's name in the reader's language. The circles model names a circle in English ("Mexicans in
// Madrid", "Mexico", "Madrid"), which the API keeps; its id says what it gathers (app/lib/circles.ts), so a
// page can say the name in another language: the homeland's name from CLDR, the city as it is.
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { demonymOf } from "~/copy/circles";
import { SOURCE_LOCALE } from "~/i18n/config";
import { parseCircleId } from "./circles";
import { countryName } from "./countries";

type NamedCircle = { id: string; name: string };

export function circleNameIn(circle: NamedCircle, locale: string, t: TFunction<"circles">): string {
  if (locale === SOURCE_LOCALE) return circle.name;
  const key = parseCircleId(circle.id);
  if (!key || key.kind === "city" || !key.homeland) return circle.name;
  if (key.kind === "homeland") return countryName(key.homeland, locale);
  // "Mexicans in Madrid": the city is what follows the English people's name.
  const prefix = `${demonymOf(key.homeland) ?? `People from ${key.homeland}`} in `;
  if (!circle.name.startsWith(prefix)) return circle.name;
  return t("name.homelandInCity", {
    homeland: countryName(key.homeland, locale),
    city: circle.name.slice(prefix.length),
  });
}

/** circleNameIn for components, in the page's language. */
export function useCircleName(): (circle: NamedCircle) => string {
  const { t, i18n } = useTranslation("circles");
  const locale = i18n?.language || SOURCE_LOCALE;
  return useCallback((circle: NamedCircle) => circleNameIn(circle, locale, t), [locale, t]);
}
