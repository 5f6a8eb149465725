// A post's language (decision 069): "In Spanish" on its card when it is not the reader's, and its author's form to
// correct it (a plain form: it works without scripts).
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui/spinner";
import { baseLanguage } from "~/lib/languages";
import { useLanguageNames } from "~/i18n/language-names";
import { useLocale } from "~/lib/use-locale";

/** "In Spanish", when the post's language is known and not the page's. */
export function PostLanguageNote({ language }: { language: string | null }) {
  const { t } = useTranslation("feed");
  const locale = useLocale();
  const names = useLanguageNames();
  if (language === null || baseLanguage(language) === baseLanguage(locale)) return null;
  return (
    <p className="mt-2 text-xs font-medium text-gray-500" data-testid="post-language">
      {t("language.writtenIn", { language: names.name(language) })}
    </p>
  );
}

/** The options of a language select: "Detect automatically", then every language by its name. */
export function LanguageOptions() {
  const { t } = useTranslation("feed");
  const { byName } = useLanguageNames();
  return (
    <>
      <option value="">{t("language.detect")}</option>
      {byName.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}

/** The author's "Language" form on their post's page. */
export function PostLanguageForm({ postId, language }: { postId: string; language: string | null }) {
  const { t } = useTranslation("feed");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "language";
  return (
    <Form
      method="post"
      action={`/posts/${postId}`}
      className="card flex flex-wrap items-end gap-3"
      aria-label={t("language.formLabel")}
    >
      <input type="hidden" name="intent" value="language" />
      <div className="min-w-0 flex-1">
        <label htmlFor="post-language" className="field-label">
          {t("language.label")}
        </label>
        <select id="post-language" name="language" defaultValue={language ?? ""} className="field-input">
          <LanguageOptions />
        </select>
        <p className="mt-1 text-xs text-gray-500">{t("language.hint")}</p>
      </div>
      <button type="submit" className="btn-secondary" disabled={saving}>
        {saving ? <Spinner /> : null}
        {t("language.save")}
      </button>
    </Form>
  );
}
