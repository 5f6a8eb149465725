import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { FILLED_ICONS, iconMaskRules } from "./icon-masks";
import { Icon, ICON_NAMES } from "./icons";

describe("the line icons", () => {
  const sprite = readFileSync(join(import.meta.dirname, "icons.svg"), "utf8");

  it("have a symbol for every icon name, and only those", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect([...ids].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("leave stroke and fill to the mask's one style, so every icon draws alike", () => {
    expect(sprite).not.toMatch(/\s(fill|stroke|stroke-width)="/);
  });

  it("become one mask rule each, a data: URL of the symbol's own shapes, and a filled heart", () => {
    const rules = iconMaskRules(sprite);
    expect(Object.keys(rules).sort()).toEqual(
      [...ICON_NAMES.map((name) => `.i-${name}`), ...FILLED_ICONS.map((name) => `.i-${name}-full`)].sort(),
    );
    for (const name of ICON_NAMES) {
      const url = rules[`.i-${name}`]!["--i"];
      expect(url).toMatch(/^url\("data:image\/svg\+xml,%3Csvg [^"]*%3C\/svg%3E"\)$/);
      const svg = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2));
      const symbol = sprite.match(new RegExp(`<symbol id="${name}" viewBox="([^"]+)">([\\s\\S]*?)</symbol>`))!;
      expect(svg).toContain(`viewBox='${symbol[1]}'`);
      expect(svg).toContain(symbol[2]!.replaceAll('"', "'"));
      expect(svg).toContain("fill='none'");
    }
    expect(decodeURIComponent(rules[".i-heart-full"]!["--i"])).toContain("fill='#000'");
  });

  it("are an empty element naming its icon: no drawing in the markup", () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: "home" }))).toBe('<span class="i i-home"></span>');
    expect(renderToStaticMarkup(createElement(Icon, { name: "heart", filled: true, className: "h-4" }))).toBe(
      '<span class="i i-heart-full h-4"></span>',
    );
  });
});
