// The distance filter of the near lists (decision 062): a plain select in the list's GET form, so the URL
// keeps it (`within=25|100|500|any`) and it works without JavaScript; the city beside it is the CityFilter.
import { PLACE_COPY } from "~/copy/places";
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES } from "~/lib/places";

export function RadiusFilter({ id, km }: { id: string; km: number | null }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {PLACE_COPY.radiusLabel}
      </label>
      <select id={id} name="within" defaultValue={km === null ? "any" : String(km)} className="field-input">
        {RADIUS_CHOICES.map((choice) => (
          <option key={choice} value={String(choice)}>
            {PLACE_COPY.radiusKm(choice)}
          </option>
        ))}
        <option value="any">{PLACE_COPY.radiusAny}</option>
      </select>
    </div>
  );
}

/** The `within` a URL keeps: nothing for the default radius. */
export function withinParam(km: number | null): string | undefined {
  if (km === null) return "any";
  return km === DEFAULT_RADIUS_KM ? undefined : String(km);
}
