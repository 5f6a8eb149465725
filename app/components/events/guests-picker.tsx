// "Attend + 1": how many guests the member brings, up to the event's allowance (decision 085).
import { useTranslation } from "~/i18n/react";

export function GuestsPicker({ id, max, value = 0 }: { id: string; max: number; value?: number }) {
  const { t } = useTranslation("eventHosting");
  return (
    <label htmlFor={id} className="flex items-center gap-1 text-sm text-gray-700">
      {t("guests.label")}
      <select
        id={id}
        name="guests"
        defaultValue={String(value)}
        className="field-input w-auto py-1"
        data-testid="guests"
      >
        {Array.from({ length: max + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n === 0 ? t("guests.none") : `+${n}`}
          </option>
        ))}
      </select>
    </label>
  );
}
