// "Speaks Spanish, English" (decision 069): the languages a member speaks, named in the reader's language.
import { useTranslation } from "react-i18next";
import { languageList } from "~/lib/languages";
import { useLocale } from "~/lib/use-locale";

export function SpokenLanguages({ languages, className = "" }: { languages: string[]; className?: string }) {
  const { t } = useTranslation("people");
  const locale = useLocale();
  if (languages.length === 0) return null;
  return (
    <p className={className} data-testid="member-languages">
      {t("languages.speaks", { languages: languageList(languages, locale) })}
    </p>
  );
}
