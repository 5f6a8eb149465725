import { useCallback } from "react";
import { useTranslation } from "~/i18n/react";
import { numberFormat } from "~/lib/page-context";

/** "12 km away" ("Under 1 km away") in the page's language, as formatDistance says it in English. */
export function useFormatDistance(): (km: number) => string {
  const { t, i18n } = useTranslation("places");
  const locale = i18n?.language || "en";
  return useCallback(
    (km: number) =>
      km < 1 ? t("distance.underOne") : t("distance.away", { km: numberFormat(locale).format(Math.round(km)) }),
    [locale, t],
  );
}
