// Why a member is suggested ("From Mexico · also in Madrid"), in the page's language: the members model gives
// the reason's kind and values (`why`) beside its English sentence, which pages without a kind still show.
import { Trans, useTranslation } from "react-i18next";
import type { Suggestion } from "~/lib/types/people";
import { useCountryName } from "~/lib/use-country-name";

export function SuggestionReason({ person }: { person: Pick<Suggestion, "reason" | "why"> }) {
  const { t, i18n } = useTranslation("people");
  const countryName = useCountryName();
  const { why } = person;
  if (!why) return <>{person.reason}</>;
  const language = i18n?.language || "en";
  const km =
    "km" in why ? new Intl.NumberFormat(language === "en" ? "en-US" : language).format(Math.round(why.km)) : "";
  const homeland = "homeland" in why ? countryName(why.homeland) : "";
  const key =
    why.kind === "homelandAway" && why.km < 1
      ? "homelandUnderOneKm"
      : why.kind === "away" && why.km < 1
        ? "underOneKm"
        : why.kind;
  return (
    <Trans
      t={t}
      i18nKey={`card.reason.${key}`}
      values={{ homeland, km, city: "city" in why ? why.city : "", skill: "skill" in why ? why.skill : "" }}
      components={{ city: <bdi dir="auto" />, skill: <bdi dir="auto" /> }}
    />
  );
}
