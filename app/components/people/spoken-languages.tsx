// "Speaks Spanish, English" (decision 069): the languages a member speaks, named in the reader's language.
import { useTranslation } from "~/i18n/react";
import { useLanguageNames } from "~/lib/languages";

export function SpokenLanguages({ languages, className = "" }: { languages: string[]; className?: string }) {
  const { t } = useTranslation("people");
  const names = useLanguageNames();
  if (languages.length === 0) return null;
  return (
    <p className={className} data-testid="member-languages">
      {t("languages.speaks", { languages: names.list(languages) })}
    </p>
  );
}
