// Create Event's "Repeats" (decision 086) and Edit/Cancel's "which dates": plain fields, posted with the form
// and read by the server (repeatFromForm, `scope`), so they work the same without JS.
import { useTranslation } from "~/i18n/react";
import { FieldError } from "~/components/forms/fields";
import type { FormReply } from "~/components/ui/kit";
import { MAX_OCCURRENCES, REPEAT_EVERY } from "~/lib/recurrence";
import { SERIES_SCOPES } from "~/schemas/event-series";

const errorOf = (reply: FormReply | undefined, name: string) => reply?.error[name]?.[0];

export function RepeatFields({ id, reply }: { id: string; reply?: FormReply }) {
  const { t } = useTranslation("events");
  const typed = (name: string, fallback = "") => reply?.initialValue[name] ?? fallback;
  const end = typed("repeat.end", "count");
  const everyError = errorOf(reply, "repeat.every");
  const countError = errorOf(reply, "repeat.count");
  const untilError = errorOf(reply, "repeat.until");
  return (
    <fieldset className="min-w-0 space-y-2 rounded-md border border-gray-200 p-3" data-testid="repeat-fields">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t("series.repeats")}</legend>
      <p className="text-xs text-gray-600">{t("series.repeatHelp")}</p>
      <div>
        <label htmlFor={`${id}-repeat-every`} className="sr-only">
          {t("series.repeats")}
        </label>
        <select
          id={`${id}-repeat-every`}
          name="repeat.every"
          defaultValue={typed("repeat.every")}
          className="field-input"
          aria-invalid={everyError ? true : undefined}
        >
          <option value="">{t("series.doesNotRepeat")}</option>
          {REPEAT_EVERY.map((every) => (
            <option key={every} value={every}>
              {t(`series.choice.${every}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-repeat-every-error`} error={everyError} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label className="inline-flex min-h-[44px] items-center gap-2 text-sm">
            <input type="radio" name="repeat.end" value="count" defaultChecked={end !== "until"} className="h-4 w-4" />
            {t("series.endCount")}
          </label>
          <input
            id={`${id}-repeat-count`}
            name="repeat.count"
            type="number"
            min={2}
            max={MAX_OCCURRENCES}
            step={1}
            inputMode="numeric"
            aria-label={t("series.countLabel")}
            defaultValue={typed("repeat.count", "4")}
            className="field-input"
            aria-invalid={countError ? true : undefined}
          />
          <FieldError id={`${id}-repeat-count-error`} error={countError} />
        </div>
        <div>
          <label className="inline-flex min-h-[44px] items-center gap-2 text-sm">
            <input type="radio" name="repeat.end" value="until" defaultChecked={end === "until"} className="h-4 w-4" />
            {t("series.endUntil")}
          </label>
          <input
            id={`${id}-repeat-until`}
            name="repeat.until"
            type="date"
            aria-label={t("series.untilLabel")}
            defaultValue={typed("repeat.until")}
            className="field-input"
            aria-invalid={untilError ? true : undefined}
          />
          <FieldError id={`${id}-repeat-until-error`} error={untilError} />
        </div>
      </div>
    </fieldset>
  );
}

/** "This date only" or "This and the following dates": for an event in a series. */
export function ScopeFields({ legend, reply }: { legend: string; reply?: FormReply }) {
  const { t } = useTranslation("events");
  const chosen = reply?.initialValue.scope || "this";
  return (
    <fieldset className="min-w-0 space-y-1" data-testid="scope-fields">
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      {SERIES_SCOPES.map((scope) => (
        <label key={scope} className="flex min-h-[44px] items-center gap-2 text-sm">
          <input type="radio" name="scope" value={scope} defaultChecked={chosen === scope} className="h-4 w-4" />
          {t(`series.scope.${scope}`)}
        </label>
      ))}
      <FieldError id="scope-error" error={errorOf(reply, "scope")} />
    </fieldset>
  );
}
