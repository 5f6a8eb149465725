// The distance filter of the near lists (decision 062): a plain select in the list's GET form, so the URL
// keeps it (`within=25|100|500|any`) and it works without JavaScript; the city beside it is the CityFilter.
import { useTranslation } from "~/i18n/react";
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES } from "~/lib/places";

export function RadiusFilter({ id, km }: { id: string; km: number | null }) {
  const { t } = useTranslation("places");
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {t("radius.label")}
      </label>
      <select id={id} name="within" defaultValue={km === null ? "any" : String(km)} className="field-input">
        {RADIUS_CHOICES.map((choice) => (
          <option key={choice} value={String(choice)}>
            {t("radius.within", { km: choice })}
          </option>
        ))}
        <option value="any">{t("radius.any")}</option>
      </select>
    </div>
  );
}

/** The `within` a URL keeps: nothing for the default radius. */
export function withinParam(km: number | null): string | undefined {
  if (km === null) return "any";
  return km === DEFAULT_RADIUS_KM ? undefined : String(km);
}
