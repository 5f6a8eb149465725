import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { SOURCE_LOCALE } from "~/i18n/config";
import { countryName } from "./countries";

/** The page's language's name of a stored (English) country name, as a function for components. Reads the
 * language from i18next, so it works in any component, with or without the root loader's data. */
export function useCountryName(): (country: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n?.language || SOURCE_LOCALE;
  return useCallback((country: string) => countryName(country, locale), [locale]);
}
