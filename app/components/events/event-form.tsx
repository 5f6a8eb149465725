// The event form (Create Event and Edit). The date and time are wall-clock in a named zone: with JS the
// browser's zone is sent; without it the zone the page was rendered for (remembered, or UTC) — and the
// form says which. Without JS a plain POST to its page; with JS it posts in place and `onSaved` runs.
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { FieldError } from "~/components/forms/fields";
import { PlaceField } from "~/components/forms/place-field";
import { CoverField } from "./cover-field";
import { RepeatFields, ScopeFields } from "./repeat-fields";
import { TypedTextarea } from "~/components/forms/typed-textarea";
import { inputParts, useSchemaForm } from "~/components/forms/use-schema-form";
import { EnhancedForm, useEnhancedFetcher, Spinner, type FormReply } from "~/components/ui/kit";
import type { PostImage } from "~/lib/types/feed";
import { browserTimeZone, useHydrated } from "~/lib/page-context";
import { eventFormSchema } from "~/schemas/events";
import { MAX_GUESTS_ALLOWED } from "~/schemas/event-hosting";

export type EventFormValues = Partial<
  Record<
    "title" | "description" | "eventDate" | "location" | "city" | "isVirtual" | "maxAttendees" | "guestsAllowed",
    string
  >
>;

export function EventForm({
  id,
  action,
  submitLabel,
  timeZone,
  initial = {},
  failure,
  onSaved,
  failedTitle,
  fixedZone = false,
  cover,
  repeat = false,
  scopeLegend,
}: {
  id: string;
  action: string;
  submitLabel: string;
  /** The zone the server reads the time in when no script sends the browser's. */
  timeZone: string;
  initial?: EventFormValues;
  failure?: FormReply;
  /** After the server accepted it (its redirect has been followed): e.g. close the dialog. */
  onSaved?: () => void;
  /** The toast's title when the fields are refused in the browser; "Failed to create event." unless given. */
  failedTitle?: string;
  /** Keep `timeZone` even with JS: an edit's initial time was written out in it. */
  fixedZone?: boolean;
  /** The event's cover, on an edit. */
  cover?: PostImage | null;
  /** Offer "Repeats" (Create Event, decision 086). */
  repeat?: boolean;
  /** An event in a series: ask which dates the edit reaches, under this legend. */
  scopeLegend?: string;
}) {
  const { t } = useTranslation("events");
  const { t: tHosting } = useTranslation("eventHosting");
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { fetcher, reply, pending } = useEnhancedFetcher({
    key: id,
    onSuccess: () => {
      formRef.current?.reset();
      onSaved?.();
    },
  });
  const { form, fields, onSubmit } = useSchemaForm({
    id,
    schema: eventFormSchema,
    reply: reply ?? failure,
    failedTitle: failedTitle ?? t("create.failed"),
  });
  const zone = hydrated && !fixedZone ? (browserTimeZone() ?? timeZone) : timeZone;
  const value = (name: keyof EventFormValues) => failure?.initialValue[name] ?? initial[name] ?? "";
  const field = (name: keyof typeof fields) => inputParts(fields[name]);
  const title = field("title");
  const description = field("description");
  const eventDate = field("eventDate");
  const location = field("location");
  const maxAttendees = field("maxAttendees");
  const guestsAllowed = field("guestsAllowed");
  const city = field("city");
  const virtual = failure ? failure.initialValue.isVirtual === "on" : initial.isVirtual === "on";
  return (
    <EnhancedForm
      formRef={formRef}
      fetcher={fetcher}
      action={action}
      id={form.id}
      onSubmit={onSubmit}
      noValidate={form.noValidate}
      encType="multipart/form-data"
      className="space-y-4"
    >
      <input type="hidden" name="timeZone" value={zone} />
      <div>
        <label htmlFor={title.input.id} className="field-label">
          {t("form.title")}
        </label>
        <input
          {...title.input}
          defaultValue={value("title")}
          className="field-input"
          placeholder={t("form.titlePlaceholder")}
        />
        <FieldError id={title.errorId} error={title.error} />
      </div>
      <div>
        <label htmlFor={description.input.id} className="field-label">
          {t("form.description")}
        </label>
        <TypedTextarea
          {...description.input}
          defaultValue={value("description")}
          rows={4}
          className="field-input resize-y"
        />
        <FieldError id={description.errorId} error={description.error} />
      </div>
      <div>
        <label htmlFor={eventDate.input.id} className="field-label">
          {t("form.dateTime")}
        </label>
        <input
          {...eventDate.input}
          type="datetime-local"
          defaultValue={value("eventDate")}
          className="field-input"
          aria-describedby={`${eventDate.input.id}-zone${eventDate.error ? ` ${eventDate.errorId}` : ""}`}
        />
        <p id={`${eventDate.input.id}-zone`} className="mt-1 text-xs text-gray-500" data-testid="event-form-zone">
          {t("form.timeZone", { zone })}
        </p>
        <FieldError id={eventDate.errorId} error={eventDate.error} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={location.input.id} className="field-label">
            {t("form.location")}
          </label>
          <input
            {...location.input}
            defaultValue={value("location")}
            className="field-input"
            placeholder={t("form.locationPlaceholder")}
          />
          <FieldError id={location.errorId} error={location.error} />
        </div>
        <PlaceField
          key={`${id}-city-${value("city")}`}
          input={{ ...city.input, defaultValue: value("city"), error: city.error, errorId: city.errorId }}
          choices={(reply ?? failure)?.choices?.city}
          label={t("form.city")}
          placeholder={t("form.cityPlaceholder")}
        />
        <div>
          <label htmlFor={maxAttendees.input.id} className="field-label">
            {t("form.maxAttendees")}
          </label>
          <input
            {...maxAttendees.input}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            defaultValue={value("maxAttendees")}
            className="field-input"
          />
          <FieldError id={maxAttendees.errorId} error={maxAttendees.error} />
        </div>
        <div>
          <label htmlFor={guestsAllowed.input.id} className="field-label">
            {tHosting("form.guestsAllowed")}
          </label>
          <input
            {...guestsAllowed.input}
            type="number"
            min={0}
            max={MAX_GUESTS_ALLOWED}
            step={1}
            inputMode="numeric"
            defaultValue={value("guestsAllowed") || "0"}
            className="field-input"
          />
          <FieldError id={guestsAllowed.errorId} error={guestsAllowed.error} />
        </div>
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" name="isVirtual" defaultChecked={virtual} /> {t("form.virtual")}
      </label>
      {repeat ? <RepeatFields id={id} reply={reply ?? failure} /> : null}
      {scopeLegend ? <ScopeFields legend={scopeLegend} reply={reply ?? failure} /> : null}
      <CoverField id={id} current={cover} />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </button>
      </div>
    </EnhancedForm>
  );
}
