// The profile edit form and the change-password form. Plain forms without JS (the page answers with
// field errors and what was typed); with JS, Conform checks them as you type against the same schemas.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, Spinner, CountryFlag, type FormReply } from "~/components/ui/kit";
import { fieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import { ChoiceField, TextAreaField, TextField } from "~/components/forms/fields";
import { TagInput } from "~/components/forms/tag-input";
import { PlaceField } from "~/components/forms/place-field";
import { PasswordInput } from "~/components/ui/password-input";
import { countryCode, countryFromInput } from "~/lib/countries";
import type { ProfileUser } from "~/lib/types/people";
import { LIMITS } from "~/schemas/constants";
import { MAX_TAGS, passwordChangeSchema, profileSchema } from "~/schemas/profile";
import { MAX_LANGUAGES, useLanguageNames } from "~/lib/languages";

/** A select's value for a stored name or what was sent ("Kenya", "KE"): the ISO code its options carry. */
const countryValue = (value: string | null | undefined) =>
  (value && countryCode(countryFromInput(value))) || (value ?? "");

const splitTags = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

export function ProfileEditForm({
  user,
  countries,
  failure,
  saving,
}: {
  user: ProfileUser;
  /** Every country, the spec's 24 first, as the loader named and sorted them. */
  countries: ReadonlyArray<{ value: string; label: string }>;
  failure?: FormReply;
  saving: boolean;
}) {
  const { t } = useTranslation("profile");
  const { form, fields, onSubmit } = useSchemaForm({ id: "profile", schema: profileSchema, reply: failure });
  const kept = failure?.initialValue;
  const text = (name: "firstName" | "lastName" | "email" | "currentLocation", type: "text" | "email" = "text") => {
    const { key, props } = fieldProps(fields[name], type);
    return { key, props: { ...props, defaultValue: kept?.[name] ?? user[name] ?? "" } };
  };
  const [firstName, lastName, email, location] = [
    text("firstName"),
    text("lastName"),
    text("email", "email"),
    text("currentLocation"),
  ];
  const password = fieldProps(fields.currentPassword, "password");
  const country = countryValue(kept ? kept.countryOfOrigin : user.countryOfOrigin);
  const second = countryValue(kept ? kept.secondHomeland : user.secondHomeland);
  const languageNames = useLanguageNames();
  const spoken = new Set(kept ? (kept.languages ?? "").split(",") : user.languages);
  const languagesError = fields.languages.errors?.[0];
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={onSubmit}
      noValidate={form.noValidate}
      className="card space-y-4"
      aria-label={t("form.label")}
    >
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          key={firstName.key}
          {...firstName.props}
          label={t("form.firstName", { max: LIMITS.name })}
          autoComplete="given-name"
        />
        <TextField
          key={lastName.key}
          {...lastName.props}
          label={t("form.lastName", { max: LIMITS.name })}
          autoComplete="family-name"
        />
      </div>
      <TextField key={email.key} {...email.props} label={t("form.email")} autoComplete="email" />
      <PasswordInput
        key={password.key}
        {...password.props}
        label={t("form.emailPassword")}
        autoComplete="current-password"
        required={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          id={fields.countryOfOrigin.id}
          name={fields.countryOfOrigin.name}
          label={t("form.country")}
          defaultValue={country}
          error={fields.countryOfOrigin.errors?.[0]}
          errorId={fields.countryOfOrigin.errorId}
          hint={
            country ? (
              <>
                <CountryFlag country={countryFromInput(country)} /> {t("form.countryHint")}
              </>
            ) : null
          }
        >
          <option value="">{t("form.countryNotSet")}</option>
          {countries.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          id={fields.secondHomeland.id}
          name={fields.secondHomeland.name}
          label={t("form.secondHomeland")}
          defaultValue={second}
          error={fields.secondHomeland.errors?.[0]}
          errorId={fields.secondHomeland.errorId}
          hint={t("form.secondHomelandHint")}
        >
          <option value="">{t("form.countryNotSet")}</option>
          {countries.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </ChoiceField>
        <PlaceField
          key={location.key}
          input={location.props}
          choices={failure?.choices?.currentLocation}
          label={t("form.city")}
          placeholder={t("form.cityPlaceholder")}
        />
      </div>
      <TextAreaField
        id={fields.bio.id}
        name={fields.bio.name}
        label={t("form.bio", { max: LIMITS.bio })}
        rows={4}
        maxLength={LIMITS.bio}
        defaultValue={kept?.bio ?? user.bio ?? ""}
        error={fields.bio.errors?.[0]}
        errorId={fields.bio.errorId}
      />
      <TagInput
        id={fields.skills.id}
        name="skills"
        label={t("form.skills")}
        defaultTags={kept ? splitTags(kept.skills) : user.skills}
        maxTags={MAX_TAGS}
        maxLength={LIMITS.tag}
        error={fields.skills.errors?.[0]}
        errorId={fields.skills.errorId}
      />
      <TagInput
        id={fields.interests.id}
        name="interests"
        label={t("form.interests")}
        defaultTags={kept ? splitTags(kept.interests) : user.interests}
        maxTags={MAX_TAGS}
        maxLength={LIMITS.tag}
        error={fields.interests.errors?.[0]}
        errorId={fields.interests.errorId}
      />
      {/* One checkbox per language ("language-es"), so it works without scripts; the hidden field says the list
          was sent (none ticked: none). */}
      <fieldset aria-describedby={languagesError ? fields.languages.errorId : "profile-languages-hint"}>
        <legend className="field-label">{t("form.languages")}</legend>
        <input type="hidden" name="languagesSent" value="1" />
        <p id="profile-languages-hint" className="mb-2 text-xs text-gray-500">
          {t("form.languagesHint", { max: MAX_LANGUAGES })}
        </p>
        <div className="grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-gray-200 p-2 sm:grid-cols-3">
          {languageNames.byName.map(({ code, name }) => (
            <label key={code} className="flex items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" name={`language-${code}`} defaultChecked={spoken.has(code)} />
              {name}
            </label>
          ))}
        </div>
        {languagesError ? (
          <p id={fields.languages.errorId} className="field-error">
            {languagesError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? <Spinner /> : null}
          {t("form.save")}
        </button>
        <Link to="/profile" className="btn-secondary">
          {t("form.cancel")}
        </Link>
      </div>
    </Form>
  );
}

export function PasswordChangeForm({ failure }: { failure?: FormReply }) {
  const { t } = useTranslation("profile");
  const { form, fields, onSubmit } = useSchemaForm({ id: "password", schema: passwordChangeSchema, reply: failure });
  const [current, next, confirm] = [
    fieldProps(fields.currentPassword, "password"),
    fieldProps(fields.newPassword, "password"),
    fieldProps(fields.confirmPassword, "password"),
  ];
  return (
    <section className="card mt-6" aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold text-gray-900">
        {t("password.title")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t("password.hint")}</p>
      <Form method="post" id={form.id} onSubmit={onSubmit} noValidate={form.noValidate} className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="password" />
        <PasswordInput
          key={current.key}
          {...current.props}
          label={t("password.current")}
          autoComplete="current-password"
        />
        <PasswordInput key={next.key} {...next.props} label={t("password.new")} autoComplete="new-password" />
        <PasswordInput key={confirm.key} {...confirm.props} label={t("password.confirm")} autoComplete="new-password" />
        <div>
          <button type="submit" className="btn-primary">
            {t("password.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
