// Rules every route must keep, checked over the source so a new route cannot forget them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const routesDir = join(import.meta.dirname, "..", "..", "app", "routes");
const routes = readdirSync(routesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => ({ name: entry.name, source: readFileSync(join(entry.parentPath, entry.name), "utf8") }));

describe("routes", () => {
  it("exist (the check is looking at the right folder)", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it("read form bodies only through readForm, which refuses what is not a form with a 4xx", () => {
    const offenders = routes.filter(({ source }) => /\.formData\(\)/.test(source)).map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it("read JSON bodies only through readJsonBody, which refuses malformed JSON with a 400", () => {
    const offenders = routes.filter(({ source }) => /request\.json\(\)|JSON\.parse\(/.test(source)).map(({ name }) => name);
    expect(offenders).toEqual([]);
  });
});
