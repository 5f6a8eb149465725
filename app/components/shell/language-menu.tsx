// The language menu: a plain form, so it works before and without scripts; the page reloads in the chosen
// language, rendered by the server (decision 068).
import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES } from "~/i18n/config";

export function LanguageMenu({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const id = useId();
  const dark = tone === "dark";
  return (
    <form method="post" action="/locale" className="flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <label htmlFor={id} className={dark ? "text-slate-300" : "text-gray-700"}>
        {t("language.label")}
      </label>
      <select
        id={id}
        name="locale"
        defaultValue={i18n.language}
        className={`rounded-md border px-2 py-1.5 ${dark ? "border-slate-600 bg-slate-800 text-white" : "border-gray-300 bg-white text-gray-900"}`}
      >
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={`rounded-md px-3 py-1.5 font-medium ${dark ? "bg-slate-700 text-white hover:bg-slate-600" : "btn-secondary"}`}
      >
        {t("language.change")}
      </button>
    </form>
  );
}
