import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons";

describe("the icon sprite", () => {
  const sprite = readFileSync(join(import.meta.dirname, "icons.svg"), "utf8");

  it("holds a symbol for every icon name, and only those", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect([...ids].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("leaves stroke and fill to the page's `icon` class, so a pressed heart can fill", () => {
    // A fill or stroke on a symbol would win over what the <svg> around the <use> inherits.
    expect(sprite).not.toMatch(/\s(fill|stroke|stroke-width)="/);
  });
});
