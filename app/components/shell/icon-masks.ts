// The line icons as masks in the stylesheet (issue 48): a page names an icon with a class (`i i-home`) and the
// stylesheet, cached with the app's other assets, draws it in the text's colour. A `<svg><use>` of the sprite
// cost about 100 bytes of markup an icon, on every page and for every post's heart. The shapes stay in
// icons.svg, one `<symbol>` each; tailwind.config.ts turns them into these rules when the stylesheet is built.

/** Symbols that also come filled (`i-heart-full`: a liked post's heart). */
export const FILLED_ICONS = ["heart"] as const;

/** A data: URL the stylesheet can hold: the few characters a URL may not carry as they are, escaped. */
function svgUrl(svg: string): string {
  const escaped = svg.replaceAll('"', "'").replaceAll("%", "%25").replaceAll("#", "%23");
  return `url("data:image/svg+xml,${escaped.replaceAll("<", "%3C").replaceAll(">", "%3E")}")`;
}

/** `.i-<id>` (and `.i-<id>-full` for FILLED_ICONS) for each symbol of the sprite, setting the mask `.i` draws. */
export function iconMaskRules(sprite: string): Record<string, { "--i": string }> {
  const rules: Record<string, { "--i": string }> = {};
  for (const [, id, viewBox, paths] of sprite.matchAll(
    /<symbol id="([^"]+)" viewBox="([^"]+)">([\s\S]*?)<\/symbol>/g,
  )) {
    const svg = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" fill="${fill}" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
    rules[`.i-${id}`] = { "--i": svgUrl(svg("none")) };
    if ((FILLED_ICONS as readonly string[]).includes(id)) rules[`.i-${id}-full`] = { "--i": svgUrl(svg("#000")) };
  }
  return rules;
}
