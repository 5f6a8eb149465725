// The profile page's "Moving somewhere new?" and "Welcome helper" forms (decision 067). Plain forms posting to
// /profile with an intent: without scripts they post and come back with the toast or the field errors (and the
// city picker's "did you mean" choices); with scripts the city field is the combobox.
import { Form } from "@remix-run/react";
import { ChoiceField } from "~/components/forms/fields";
import { PlaceField } from "~/components/forms/place-field";
import { MOVING_COPY } from "~/copy/moving";
import { replyFieldErrors, type FormReply } from "~/lib/form-reply";
import { upcomingMonths, type MovingTo } from "~/lib/moving";

export function MovingForm({
  movingTo,
  failure,
  now,
}: {
  movingTo: MovingTo | null;
  failure?: FormReply;
  now: string;
}) {
  const errors = replyFieldErrors(failure);
  const kept = failure?.initialValue;
  const months = upcomingMonths(new Date(now));
  const month = kept?.month ?? movingTo?.month ?? "";
  return (
    <section className="card mt-6 space-y-4" aria-labelledby="moving-title" data-testid="moving-section">
      <div>
        <h2 id="moving-title" className="text-lg font-semibold text-gray-900">
          {MOVING_COPY.sectionTitle}
        </h2>
        <p className="text-sm text-gray-600">{MOVING_COPY.sectionHint}</p>
        {movingTo ? (
          <p className="mt-2 font-medium text-brand-800" data-testid="moving-to">
            {MOVING_COPY.movingTo(movingTo.city, movingTo.month)}
          </p>
        ) : null}
      </div>
      <Form method="post" className="space-y-4" aria-label={MOVING_COPY.sectionTitle}>
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
            label={MOVING_COPY.cityLabel}
            placeholder={MOVING_COPY.cityPlaceholder}
          />
          <ChoiceField
            id="moving-month"
            name="month"
            label={MOVING_COPY.monthLabel}
            defaultValue={month}
            error={errors.month}
          >
            <option value="">{MOVING_COPY.monthPlaceholder}</option>
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </ChoiceField>
        </div>
        <button type="submit" className="btn-primary">
          {MOVING_COPY.save}
        </button>
      </Form>
      {movingTo ? (
        <Form method="post">
          <input type="hidden" name="intent" value="clear-moving" />
          <button type="submit" className="btn-secondary">
            {MOVING_COPY.clear}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function HelperForm({ welcomeHelper }: { welcomeHelper: boolean }) {
  return (
    <section className="card mt-6" aria-labelledby="helper-title">
      <h2 id="helper-title" className="text-lg font-semibold text-gray-900">
        {MOVING_COPY.helperTitle}
      </h2>
      <Form method="post" className="mt-2 space-y-3">
        <input type="hidden" name="intent" value="helper" />
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input type="checkbox" name="welcomeHelper" value="on" defaultChecked={welcomeHelper} className="mt-1" />
          <span>{MOVING_COPY.helperLabel}</span>
        </label>
        <p className="text-xs text-gray-500">{MOVING_COPY.helperHint}</p>
        <button type="submit" className="btn-secondary">
          {MOVING_COPY.helperSave}
        </button>
      </Form>
    </section>
  );
}
