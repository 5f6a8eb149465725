// Error messages are written in English where the rule lives (zod schemas, AppError in the models) and
// translated where they are shown: a form, a toast, an API answer. The `errors` area is keyed by the English
// message itself; a message with a value in it ("Must be at most 500 characters") is matched against the
// area's templates ("Must be at most {{max}} characters") and i18next fills in the translation (decision 068).
import type { i18n } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/lib/use-locale";
import { COMMON_NAMESPACES, SOURCE_LOCALE } from "./config";

export const ERRORS_NS = "errors";

// The English messages are keys: they hold dots and colons, which must not split them.
const EXACT = { ns: ERRORS_NS, keySeparator: false, nsSeparator: false } as const;

type Template = { key: string; pattern: RegExp; names: string[] };
const templateCache = new WeakMap<object, Template[]>();

/** The templates of a language's errors area (its keys are English, so every language's are the same). */
function templatesOf(bundle: Record<string, string> | undefined): Template[] {
  if (!bundle) return [];
  let cached = templateCache.get(bundle);
  if (cached) return cached;
  cached = Object.keys(bundle)
    .filter((key) => key.includes("{{"))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(name);
          return "(.+?)";
        })
        .join("");
      return { key, pattern: new RegExp(`^${source}$`, "s"), names };
    });
  templateCache.set(bundle, cached);
  return cached;
}

/** The i18next instance's translator of error messages into its language. */
export function errorTranslator(i18n: i18n): (message: string) => string {
  const bundle = i18n.getResourceBundle(i18n.language, ERRORS_NS) as Record<string, string> | undefined;
  const t = i18n.getFixedT(i18n.language, ERRORS_NS);
  const translate = (message: string): string => {
    const exact = bundle?.[message];
    if (exact) return exact;
    // "content: Must be at most 500 characters" (the API names the field first): the field stays as it is.
    const field = /^([\w.]+): (.+)$/s.exec(message);
    if (field) return `${field[1]}: ${translate(field[2])}`;
    for (const { key, pattern, names } of templatesOf(bundle)) {
      const match = pattern.exec(message);
      if (match)
        return t(key, { ...EXACT, ...Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) });
    }
    return message;
  };
  return translate;
}

/** Error messages in the page's language, for components that show them. */
export function useErrorText(): (message: string) => string {
  // English messages are their own keys (messages.test.ts holds it): an English page neither carries the
  // area (17 KB of a page) nor waits for it, and the translator gives each message back as it is.
  const { i18n } = useTranslation(useLocale() === SOURCE_LOCALE ? COMMON_NAMESPACES[0] : ERRORS_NS);
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the instance stays the same when its language changes
  return useMemo(() => errorTranslator(i18n), [i18n, language]);
}
