// The city a near list is centred on (`?in=Lisbon`, decision 062): a plain text field of the list's GET form,
// resolved by the server to the most populous city named like it. Empty is the member's own city.
import { useTranslation } from "~/i18n/react";
import { FieldError } from "~/components/forms/fields";
import { NEAR_CITY_MAX } from "~/lib/places";

export function CityFilter({
  id,
  value,
  ownCity,
  error,
}: {
  id: string;
  /** What the URL asked for: the typed text, or the label of the place it named by id. */
  value: string;
  ownCity: string | null;
  error: string | null;
}) {
  const { t } = useTranslation("places");
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {t("cityFilter.label")}
      </label>
      <input
        id={id}
        name="in"
        type="text"
        defaultValue={value}
        maxLength={NEAR_CITY_MAX}
        // The placeholder is the member's own city (data): in its own direction, like what they type.
        dir="auto"
        placeholder={ownCity ?? t("cityFilter.anyCity")}
        autoComplete="address-level2"
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error ?? undefined} />
    </div>
  );
}
