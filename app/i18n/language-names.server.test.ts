import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, LANGUAGE_NAMES_NS } from "~/lib/languages";
import { languageNamesArea } from "./language-names.server";
import { messageCatalog } from "./messages.server";
import { PSEUDO_LOCALE } from "./config";

describe("the languageNames area", () => {
  it("names every listed language in the interface language, in that language's order", () => {
    const spanish = languageNamesArea("es");
    expect(Object.keys(spanish).sort()).toEqual([...CONTENT_LANGUAGES].sort());
    expect(spanish.es).toBe("español");
    expect(spanish.de).toBe("alemán");
    const names = Object.values(spanish);
    const collator = new Intl.Collator("es");
    expect(names).toEqual([...names].sort(collator.compare));
    // "árabe" sorts among the a's in Spanish, not after "zulú".
    expect(names.indexOf("árabe")).toBeLessThan(names.indexOf("bengalí"));
    expect(languageNamesArea("en").fil).toBe("Filipino");
  });

  it("is in every language's catalog, the pseudo-locale's accented like the rest of it", () => {
    const catalog = messageCatalog();
    expect((catalog.ur[LANGUAGE_NAMES_NS] as Record<string, string>).ur).toBe("اردو");
    expect((catalog["zh-Hans"][LANGUAGE_NAMES_NS] as Record<string, string>).zh).toBe("中文");
    expect((catalog[PSEUDO_LOCALE][LANGUAGE_NAMES_NS] as Record<string, string>).es).not.toBe("Spanish");
  });
});
