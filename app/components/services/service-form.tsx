// The service form (Post Service and Edit). Without JS a plain POST to its page (field errors come
// back with what was typed); with JS it posts in place and `onSaved` runs (the dialog closes).
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { FieldError } from "~/components/forms/fields";
import { TypedTextarea } from "~/components/forms/typed-textarea";
import { inputParts, useSchemaForm } from "~/components/forms/use-schema-form";
import { PlaceField } from "~/components/forms/place-field";
import { EnhancedForm, useEnhancedFetcher, Spinner, type FormReply } from "~/components/ui/kit";
import { SERVICE_CATEGORIES } from "~/schemas/categories";
import { newServiceSchema } from "~/schemas/services";
import { categoryLabel } from "./labels";

export type ServiceFormValues = Partial<
  Record<"title" | "description" | "category" | "price" | "location" | "city" | "isRemote" | "isOffering", string>
>;

export function ServiceForm({
  id,
  action,
  submitLabel,
  initial = {},
  failure,
  onSaved,
}: {
  id: string;
  action: string;
  submitLabel: string;
  initial?: ServiceFormValues;
  failure?: FormReply;
  onSaved?: () => void;
}) {
  const { t } = useTranslation("services");
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, reply, pending } = useEnhancedFetcher({
    key: id,
    onSuccess: () => {
      formRef.current?.reset();
      onSaved?.();
    },
  });
  const { form, fields, onSubmit } = useSchemaForm({
    id,
    schema: newServiceSchema,
    reply: reply ?? failure,
    failedTitle: t("form.error"),
  });
  const value = (name: keyof ServiceFormValues) => failure?.initialValue[name] ?? initial[name] ?? "";
  const field = (name: keyof typeof fields) => inputParts(fields[name]);
  const title = field("title");
  const description = field("description");
  const category = field("category");
  const price = field("price");
  const location = field("location");
  const city = field("city");
  const offering = value("isOffering") !== "false";
  const remote = failure ? failure.initialValue.isRemote === "on" : initial.isRemote === "on";
  return (
    <EnhancedForm
      formRef={formRef}
      fetcher={fetcher}
      action={action}
      // The new one is at the top of the list the answer leads to.
      preventScrollReset={false}
      id={form.id}
      onSubmit={onSubmit}
      noValidate={form.noValidate}
      className="space-y-4"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="field-label">{t("form.iAm")}</legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="radio" name="isOffering" value="true" defaultChecked={offering} /> {t("form.offering")}
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="radio" name="isOffering" value="false" defaultChecked={!offering} /> {t("form.requesting")}
        </label>
      </fieldset>
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
        <label htmlFor={category.input.id} className="field-label">
          {t("form.category")}
        </label>
        <select {...category.input} defaultValue={value("category")} className="field-input">
          <option value="">{t("form.selectCategory")}</option>
          {SERVICE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {categoryLabel(t, name)}
            </option>
          ))}
        </select>
        <FieldError id={category.errorId} error={category.error} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={price.input.id} className="field-label">
            {t("form.price")}
          </label>
          <input
            {...price.input}
            defaultValue={value("price")}
            className="field-input"
            placeholder={t("form.pricePlaceholder")}
          />
          <FieldError id={price.errorId} error={price.error} />
        </div>
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
      </div>
      <PlaceField
        key={`${id}-city-${value("city")}`}
        input={{ ...city.input, defaultValue: value("city"), error: city.error, errorId: city.errorId }}
        choices={(reply ?? failure)?.choices?.city}
        label={t("form.city")}
        placeholder={t("form.cityPlaceholder")}
      />
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" name="isRemote" defaultChecked={remote} /> {t("form.remote")}
      </label>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </button>
      </div>
    </EnhancedForm>
  );
}
