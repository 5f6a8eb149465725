// The locale Intl formats a language's dates and numbers with: US English for English (the spec's "Nov 13,
// 7:00 PM"), the pseudo-locale's English too, every other language as itself (decision 068).
export function intlLocale(locale: string): string {
  return locale === "en" || locale === "en-XA" ? "en-US" : locale;
}
