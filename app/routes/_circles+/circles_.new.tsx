// /circles/new: start a circle (issue 47 part B, decision 088), a plain form that works without scripts: a refused
// one comes back with its field errors and what was typed; a started one goes to its page. The API twin is
// POST /api/circles.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FormPage } from "~/components/layout/form-page";
import { PlaceField } from "~/components/forms/place-field";
import { HOMELANDS } from "~/lib/circles";
import { countryName } from "~/lib/countries";
import { dataTitleMeta } from "~/lib/page-context";
import { STARTED_CIRCLE_LIMITS } from "~/schemas/started-circles";
import {
  actionSuccess,
  formFailure,
  pageHandler,
  pageT,
  readForm,
  requireUser,
  startCircle,
} from "./circles_.new.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireUser(request, context);
    const t = await pageT(request, context, "circles");
    return { title: t("start.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "circles");
    try {
      const { id } = await startCircle(user, {
        name: form.name,
        description: form.description,
        place: form.place,
        placeId: form.placeId,
        homeland: form.homeland,
        access: form.access,
      });
      return actionSuccess(form, {
        to: `/circles/${id}`,
        toast: { type: "success", title: t("start.started", { name: String(form.name ?? "").trim() }) },
      });
    } catch (error) {
      return formFailure(form, error, {
        title: t("start.failed"),
        keep: ["name", "description", "place", "homeland", "access"],
      });
    }
  });
}

export default function StartCirclePage() {
  const failure = useActionData<typeof action>();
  const { t, i18n } = useTranslation("circles");
  const typed = failure?.initialValue ?? {};
  const errorOf = (field: string) => failure?.error?.[field]?.[0];
  const fieldError = (field: string) =>
    errorOf(field) ? (
      <p id={`start-${field}-error`} className="field-error">
        {errorOf(field)}
      </p>
    ) : null;
  return (
    <FormPage
      title={t("start.title")}
      subtitle={t("start.subtitle")}
      back={{ to: "/circles", label: t("start.back") }}
      failure={failure}
    >
      <Form method="post" className="space-y-4" data-testid="start-circle-form">
        <div>
          <label htmlFor="start-name" className="field-label">
            {t("start.name")}
          </label>
          <input
            id="start-name"
            name="name"
            required
            minLength={STARTED_CIRCLE_LIMITS.nameMin}
            maxLength={STARTED_CIRCLE_LIMITS.nameMax}
            defaultValue={typed.name ?? ""}
            aria-invalid={errorOf("name") ? true : undefined}
            aria-describedby={errorOf("name") ? "start-name-error" : undefined}
            className="field-input"
          />
          {fieldError("name")}
        </div>
        <div>
          <label htmlFor="start-description" className="field-label">
            {t("start.description")}
          </label>
          <textarea
            id="start-description"
            name="description"
            required
            rows={3}
            maxLength={STARTED_CIRCLE_LIMITS.descriptionMax}
            defaultValue={typed.description ?? ""}
            aria-invalid={errorOf("description") ? true : undefined}
            aria-describedby={errorOf("description") ? "start-description-error" : undefined}
            className="field-input resize-y"
          />
          {fieldError("description")}
        </div>
        <PlaceField
          key={`start-place-${typed.place ?? ""}`}
          input={{
            id: "start-place",
            name: "place",
            maxLength: STARTED_CIRCLE_LIMITS.placeMax,
            defaultValue: typed.place ?? "",
            error: errorOf("place"),
          }}
          choices={failure?.choices?.place}
          label={t("start.place")}
          hint={t("start.placeHint")}
        />
        <div>
          <label htmlFor="start-homeland" className="field-label">
            {t("start.homeland")}
          </label>
          <select id="start-homeland" name="homeland" defaultValue={typed.homeland ?? ""} className="field-input">
            <option value="">{t("start.anyHomeland")}</option>
            {HOMELANDS.map((homeland) => (
              <option key={homeland} value={homeland}>
                {countryName(homeland, i18n?.language || "en")}
              </option>
            ))}
          </select>
          {fieldError("homeland")}
        </div>
        <fieldset>
          <legend className="field-label">{t("start.access")}</legend>
          {(["public", "request"] as const).map((access) => (
            <label key={access} className="mt-1 flex items-start gap-2 text-sm text-gray-700">
              <input
                type="radio"
                name="access"
                value={access}
                defaultChecked={(typed.access || "public") === access}
                className="mt-1"
              />
              <span>{access === "public" ? t("start.accessPublic") : t("start.accessRequest")}</span>
            </label>
          ))}
          {fieldError("access")}
        </fieldset>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary">
            {t("start.submit")}
          </button>
        </div>
      </Form>
    </FormPage>
  );
}
