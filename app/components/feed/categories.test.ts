// Every advice and service category a post can carry has its label in the feed's messages.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADVICE_CATEGORIES, SERVICE_CATEGORIES } from "~/schemas/categories";
import { categoryKey } from "./categories";

const english = JSON.parse(readFileSync("app/locales/en/feed.json", "utf8")) as { categories: Record<string, string> };

describe("categoryKey", () => {
  it("names each category's message, whose English is the category itself", () => {
    expect(categoryKey("Art & Design")).toBe("artAndDesign");
    for (const category of [...ADVICE_CATEGORIES, ...SERVICE_CATEGORIES]) {
      expect(english.categories[categoryKey(category)]).toBe(category);
    }
  });
});
