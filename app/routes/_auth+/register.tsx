import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, ShowToast } from "~/components/ui/kit";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { PasswordInput } from "~/components/ui/password-input";
import { PlaceField } from "~/components/forms/place-field";
import { getFormProps, getSelectProps } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import {
  registerUser,
  requireAnonymous,
  formFailure,
  signInBrowser,
  getEnv,
  readForm,
  pageT,
  pageHandler,
  requestLocale,
} from "./register.server";
import { REGISTRATION_COUNTRIES } from "~/schemas/constants";
import { countryOptions } from "~/lib/countries";
import { registerProblem, registerSchema } from "~/schemas/account-forms";
import { useAppName, dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

const KEEP = ["firstName", "lastName", "email", "countryOfOrigin", "currentLocation"];

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    const t = await pageT(request, context, "auth");
    // Every country, named and sorted here: the browser's own CLDR may name or order some differently, and the
    // page must hydrate to what the server rendered.
    const countries = countryOptions(REGISTRATION_COUNTRIES, await requestLocale(request, context));
    return { title: t("register.title"), countries };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request);
    const t = await pageT(request, context, "auth");
    try {
      const user = await registerUser(form, context.clientIp);
      return await signInBrowser(request, user, "/", {
        title: t("register.welcome", { appName: getEnv().APP_NAME }),
        description: t("register.welcomeDescription"),
      });
    } catch (error) {
      return formFailure(form, error, { title: t("register.failed"), keep: KEEP });
    }
  });
}

export default function RegisterPage() {
  const failure = useActionData<typeof action>();
  const { countries } = useLoaderData<typeof loader>();
  const appName = useAppName();
  const { t } = useTranslation("auth");
  const { form, fields, onSubmit } = useSchemaForm({
    id: "register",
    schema: registerSchema,
    reply: failure,
    problemOf: registerProblem,
    failedTitle: t("register.failed"),
  });
  const text = (name: string, type: "text" | "email" = "text") => fieldProps(fields[name], type);
  const [firstName, lastName, email, location] = [
    text("firstName"),
    text("lastName"),
    text("email", "email"),
    text("currentLocation"),
  ];
  const [password, confirm] = [fieldProps(fields.password, "password"), fieldProps(fields.confirmPassword, "password")];
  const country = fields.countryOfOrigin;
  const { key: countryKey, ...countrySelect } = getSelectProps(country);

  return (
    <AuthCard title={t("register.title")} subtitle={t("register.subtitle", { appName })}>
      <ShowToast toast={failure?.toast} />
      <Form
        method="post"
        action="/register"
        {...getFormProps(form)}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            key={firstName.key}
            {...firstName.props}
            label={t("register.firstName")}
            autoComplete="given-name"
          />
          <TextField key={lastName.key} {...lastName.props} label={t("register.lastName")} autoComplete="family-name" />
        </div>
        <TextField key={email.key} {...email.props} label={t("register.email")} autoComplete="email" />
        <div>
          <label htmlFor={country.id} className="field-label">
            {t("register.country")}
          </label>
          <select key={countryKey} {...countrySelect} className="field-input">
            <option value="">{t("register.countryPlaceholder")}</option>
            {countries.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {country.errors?.[0] ? (
            <p id={country.errorId} className="field-error">
              {country.errors[0]}
            </p>
          ) : null}
        </div>
        <PlaceField
          key={location.key}
          input={location.props}
          choices={failure?.choices?.currentLocation}
          label={t("register.location")}
          placeholder={t("register.locationPlaceholder")}
        />
        <PasswordInput
          key={password.key}
          {...password.props}
          label={t("register.password")}
          autoComplete="new-password"
        />
        <PasswordInput
          key={confirm.key}
          {...confirm.props}
          label={t("register.confirmPassword")}
          autoComplete="new-password"
        />
        <SubmitButton action="/register">{t("register.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Trans
          t={t}
          i18nKey="register.haveAccount"
          components={{ loginlink: <Link to="/login" className="font-semibold text-brand-700 hover:underline" /> }}
        />
      </p>
      <p className="mt-4 text-center text-xs text-gray-500">
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: <Link to="/terms" className="underline" />,
            privacy: <Link to="/privacy" className="underline" />,
          }}
        />
      </p>
    </AuthCard>
  );
}
