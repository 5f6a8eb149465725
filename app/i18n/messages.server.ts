// Every message file, read once: app/locales/<language>/<area>.json (decision 068).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, NOT_IN_CATALOG, PSEUDO_LOCALE, SOURCE_LOCALE } from "./config";
import { pseudoMessages } from "./pseudo";
import { LANGUAGE_NAMES_NS } from "~/lib/languages";
import { languageNamesArea } from "./language-names.server";

export type Messages = { [key: string]: string | Messages };
export type Catalog = Record<string, Record<string, Messages>>;

const LOCALES_DIR = join(process.cwd(), "app/locales");

let catalog: Catalog | undefined;

function readLanguage(code: string): Record<string, Messages> {
  const dir = join(LOCALES_DIR, code);
  const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  return Object.fromEntries(
    files.map((file) => [file.slice(0, -".json".length), JSON.parse(readFileSync(join(dir, file), "utf8"))]),
  );
}

/** Every language's messages by area, with the generated names of languages; the pseudo-locale is made from
 * English. */
export function messageCatalog(): Catalog {
  if (catalog) return catalog;
  const read: Catalog = {};
  for (const { code } of LANGUAGES)
    read[code] = { ...readLanguage(code), [LANGUAGE_NAMES_NS]: languageNamesArea(code) };
  read[PSEUDO_LOCALE] = pseudoMessages(read[SOURCE_LOCALE]);
  return (catalog = read);
}

/** The areas (namespaces) English has: every language must have the same. */
export function namespaces(): string[] {
  return Object.keys(messageCatalog()[SOURCE_LOCALE]);
}

const catalogs = new Map<string, { json: string; href: string }>();

/**
 * A language's catalog: the messages of every area a member moves between, as one JSON text, and the address
 * that names its content (`?v=` its hash), so that a browser keeps it for as long as the text is the same.
 * Pages load it rather than carrying their messages (decision 068's addendum); undefined for no such language.
 */
export function languageCatalog(lng: string): { json: string; href: string } | undefined {
  const cached = catalogs.get(lng);
  if (cached) return cached;
  const areas = messageCatalog()[lng];
  if (!areas) return undefined;
  const json = JSON.stringify(Object.fromEntries(Object.entries(areas).filter(([name]) => !NOT_IN_CATALOG.has(name))));
  const version = createHash("sha256").update(json).digest("base64url").slice(0, 16);
  const made = { json, href: `/locales/${encodeURIComponent(lng)}.json?v=${version}` };
  catalogs.set(lng, made);
  return made;
}
