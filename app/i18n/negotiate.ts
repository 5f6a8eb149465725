// Which of our languages a browser's Accept-Language asks for. Matching is by language, then script: every
// Portuguese gets pt-BR, every Chinese zh-Hans (the only Chinese we have), Tagalog ("tl") Filipino.
import { LANGUAGES, PSEUDO_LOCALE, type Locale } from "./config";

const ALIASES: Record<string, string> = { tl: "fil" };
const HEADER_MAX = 500;

function languageOf(tag: string): string | null {
  try {
    const language = new Intl.Locale(tag).language;
    return ALIASES[language] ?? language;
  } catch {
    return null;
  }
}

const BY_LANGUAGE = new Map<string, Locale>(LANGUAGES.map(({ code }) => [languageOf(code) ?? code, code]));

/** The tags of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptedTags(header: string): string[] {
  return header
    .slice(0, HEADER_MAX)
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The best of our languages for a header, or null when it asks for none of them. */
export function negotiateLocale(header: string | null | undefined, { pseudo = false } = {}): Locale | null {
  if (!header) return null;
  for (const tag of acceptedTags(header)) {
    if (pseudo && tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE as Locale;
    const language = languageOf(tag);
    const locale = language ? BY_LANGUAGE.get(language) : undefined;
    if (locale) return locale;
  }
  return null;
}
