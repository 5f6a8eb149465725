// The author's form to correct their post's language (decision 069), on the post's page only. A plain form: it
// works without scripts.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Spinner } from "~/components/ui/kit";
import { LanguageOptions } from "./post-parts";

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
