// The README's tables read as tables (issue 43): one separator row each, and no 1,300-character dash rows.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const DASHES = /^\|(\s*:?-+:?\s*\|)+$/;

function tables(markdown: string): string[][] {
  const found: string[][] = [];
  let current: string[] = [];
  for (const line of markdown.split("\n")) {
    if (line.startsWith("|")) current.push(line);
    else if (current.length > 0) {
      found.push(current);
      current = [];
    }
  }
  return current.length > 0 ? [...found, current] : found;
}

describe("README tables", () => {
  const readme = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");

  it("have exactly one separator row, right under the header", () => {
    for (const table of tables(readme)) {
      expect(table.map((row) => DASHES.test(row)).indexOf(true), table[0]).toBe(1);
      expect(
        table.filter((row) => DASHES.test(row)),
        table[0],
      ).toHaveLength(1);
    }
  });

  it("keep separator rows short", () => {
    for (const table of tables(readme)) expect(table[1].length, table[0]).toBeLessThan(200);
  });
});
