// The profile page's "Moving somewhere new?" and "Welcome helper" forms (decision 067). Plain forms posting to
// /profile with an intent: without scripts they post and come back with the toast or the field errors (and the
// city picker's "did you mean" choices); with scripts the city field is the combobox.
import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { ChoiceField } from "~/components/forms/fields";
import { PlaceField } from "~/components/forms/place-field";
import { replyFieldErrors, type FormReply } from "~/components/ui/kit";
import { monthLabel, upcomingMonths, type MovingTo } from "~/lib/moving";
import { useLocale } from "~/lib/page-context";

export function MovingForm({
  movingTo,
  failure,
  now,
}: {
  movingTo: MovingTo | null;
  failure?: FormReply;
  now: string;
}) {
  const { t } = useTranslation("profile");
  const errors = replyFieldErrors(failure);
  const kept = failure?.initialValue;
  const locale = useLocale();
  const months = upcomingMonths(new Date(now), 24, locale);
  const month = kept?.month ?? movingTo?.month ?? "";
  return (
    <section className="card mt-6 space-y-4" aria-labelledby="moving-title" data-testid="moving-section">
      <div>
        <h2 id="moving-title" className="text-lg font-semibold text-gray-900">
          {t("moving.title")}
        </h2>
        <p className="text-sm text-gray-600">{t("moving.hint")}</p>
        {movingTo ? (
          <p className="mt-2 font-medium text-brand-800" data-testid="moving-to">
            <Trans
              t={t}
              i18nKey="moving.movingTo"
              values={{ city: movingTo.city, month: monthLabel(movingTo.month, locale) }}
              components={{ city: <bdi dir="auto" /> }}
            />
          </p>
        ) : null}
      </div>
      <Form method="post" className="space-y-4" aria-label={t("moving.title")}>
        <input type="hidden" name="intent" value="moving" />
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceField
            input={{
              id: "moving-city",
              name: "city",
              defaultValue: kept?.city ?? movingTo?.label ?? "",
              error: errors.city,
              maxLength: 100,
            }}
            choices={failure?.choices?.city}
            label={t("moving.cityLabel")}
            placeholder={t("moving.cityPlaceholder")}
          />
          <ChoiceField
            id="moving-month"
            name="month"
            label={t("moving.monthLabel")}
            defaultValue={month}
            error={errors.month}
          >
            <option value="">{t("moving.monthPlaceholder")}</option>
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </ChoiceField>
        </div>
        <button type="submit" className="btn-primary">
          {t("moving.save")}
        </button>
      </Form>
      {movingTo ? (
        <Form method="post">
          <input type="hidden" name="intent" value="clear-moving" />
          <button type="submit" className="btn-secondary">
            {t("moving.clear")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function HelperForm({ welcomeHelper }: { welcomeHelper: boolean }) {
  const { t } = useTranslation("profile");
  return (
    <section className="card mt-6" aria-labelledby="helper-title">
      <h2 id="helper-title" className="text-lg font-semibold text-gray-900">
        {t("helper.title")}
      </h2>
      <Form method="post" className="mt-2 space-y-3">
        <input type="hidden" name="intent" value="helper" />
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input type="checkbox" name="welcomeHelper" value="on" defaultChecked={welcomeHelper} className="mt-1" />
          <span>{t("helper.label")}</span>
        </label>
        <p className="text-xs text-gray-500">{t("helper.hint")}</p>
        <button type="submit" className="btn-secondary">
          {t("helper.save")}
        </button>
      </Form>
    </section>
  );
}
