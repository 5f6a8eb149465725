// A deterministic identicon: a symmetric 5x5 grid coloured from a hash of the user id.
import { createHash } from "node:crypto";

export function avatarSvg(seed: string): string {
  const bytes = createHash("sha256").update(seed).digest();
  const hue = Math.round((bytes[0] / 255) * 360);
  const fg = `hsl(${hue} 65% 45%)`;
  const bg = `hsl(${(hue + 30) % 360} 70% 94%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (bytes[1 + row * 3 + col] % 2 === 0) continue;
      for (const x of new Set([col, 4 - col]))
        cells.push(`<rect x="${x * 8 + 4}" y="${row * 8 + 4}" width="8" height="8"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" fill="${bg}"/><g fill="${fg}">${cells.join("")}</g></svg>`;
}
