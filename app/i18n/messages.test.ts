// Every language says everything English says, nothing more, with the same placeholders; plurals have the
// forms each language's plural rules ask for (decision 068).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LANGUAGES, NOT_IN_CATALOG, PSEUDO_LOCALE, SOURCE_LOCALE } from "./config";
import { languageCatalog, messageCatalog, type Messages } from "./messages.server";
import { pseudoText } from "./pseudo";

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** {{name}}, $t(nesting) and <0>markup</0>, <name>markup</name> or <name/> (Trans, app/i18n/react.tsx) a message carries. */
function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>/g) ?? [])].sort();
}

/** A message's key without its plural suffix, with the forms it has. */
function byBase(flat: Map<string, string>): Map<string, Map<string, string>> {
  const bases = new Map<string, Map<string, string>>();
  for (const [key, text] of flat) {
    const form = PLURAL.exec(key)?.[1] ?? "";
    const base = form ? key.slice(0, -form.length - 1) : key;
    if (!bases.has(base)) bases.set(base, new Map());
    bases.get(base)!.set(form, text);
  }
  return bases;
}

function problems(code: string): string[] {
  const catalog = messageCatalog();
  const found: string[] = [];
  const english = catalog[SOURCE_LOCALE];
  const theirs = catalog[code] ?? {};
  for (const ns of new Set([...Object.keys(english), ...Object.keys(theirs)])) {
    if (!english[ns]) found.push(`${ns}.json: English has no such file`);
    if (!theirs[ns]) found.push(`${ns}.json: missing`);
    if (!english[ns] || !theirs[ns]) continue;
    const source = byBase(flatten(english[ns]));
    const target = byBase(flatten(theirs[ns]));
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const [base, forms] of source) {
      const translated = target.get(base);
      if (!translated) {
        found.push(`${ns}:${base} missing`);
        continue;
      }
      const plural = !forms.has("");
      const wanted = plural ? categories : [""];
      for (const form of wanted) {
        if (!translated.has(form)) found.push(`${ns}:${base}${form ? `_${form}` : ""} missing`);
      }
      for (const form of translated.keys()) {
        if (!wanted.includes(form as Intl.LDMLPluralRule) && !(plural && form === "zero"))
          found.push(`${ns}:${base}${form ? `_${form}` : ""} is a form ${code} does not use`);
      }
      const reference = placeholders(forms.get(plural ? "other" : "")!);
      const allowed = new Set([...forms.values()].flatMap(placeholders));
      for (const [form, text] of translated) {
        const own = placeholders(text);
        const key = `${ns}:${base}${form ? `_${form}` : ""}`;
        // A singular may say "one" in words instead of {{count}}; every other form says what English says.
        if (plural && form !== "other") {
          const extra = own.filter((item) => !allowed.has(item));
          if (extra.length) found.push(`${key} has placeholders English does not: ${extra.join(", ")}`);
        } else if (own.join() !== reference.join()) {
          found.push(`${key} has ${own.join(", ") || "no placeholders"}, English ${reference.join(", ") || "none"}`);
        }
      }
    }
    for (const base of target.keys()) if (!source.has(base)) found.push(`${ns}:${base} is not in English`);
  }
  return found;
}

describe("message files", () => {
  it("English has at least the common area", () => {
    expect(Object.keys(messageCatalog()[SOURCE_LOCALE])).toContain("common");
  });

  it("English error messages are their own keys (English pages carry no errors area: useErrorText)", () => {
    const errors = messageCatalog()[SOURCE_LOCALE].errors as Record<string, string>;
    expect(Object.keys(errors).length).toBeGreaterThan(100);
    expect(Object.entries(errors).filter(([key, text]) => key !== text)).toEqual([]);
  });

  for (const { code } of LANGUAGES.filter(({ code }) => code !== SOURCE_LOCALE)) {
    it(`${code} has every English message, no others, with the same placeholders`, () => {
      expect(problems(code)).toEqual([]);
    });
  }

  it("the pseudo-locale is English accented and lengthened, its placeholders untouched", () => {
    expect(pseudoText("Hello {{name}}, <1>see</1> $t(nav.home)")).toMatch(
      /^\[Ĥéļļó \{\{name\}\}, <1>šéé<\/1> \$t\(nav\.home\)~+\]$/,
    );
    expect(problems(PSEUDO_LOCALE)).toEqual([]);
  });
});

describe("a language's catalog (decision 068's addendum)", () => {
  it("holds every area but those pages carry themselves, and its address names its content", () => {
    const areas = Object.keys(messageCatalog()[SOURCE_LOCALE]!);
    for (const { code } of LANGUAGES) {
      const catalog = languageCatalog(code)!;
      const held = Object.keys(JSON.parse(catalog.json) as Record<string, unknown>);
      expect(held.sort()).toEqual(areas.filter((area) => !NOT_IN_CATALOG.has(area)).sort());
      const version = createHash("sha256").update(catalog.json).digest("base64url").slice(0, 16);
      expect(catalog.href).toBe(`/locales/${encodeURIComponent(code)}.json?v=${version}`);
    }
    // Different texts, different addresses: a browser never keeps one language's words under another's name.
    const hrefs = LANGUAGES.map(({ code }) => new URL(languageCatalog(code)!.href, "http://x").searchParams.get("v"));
    expect(new Set(hrefs).size).toBe(LANGUAGES.length);
    expect(languageCatalog("xx")).toBeUndefined();
  });
});
