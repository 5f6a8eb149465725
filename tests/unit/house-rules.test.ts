// Rules every route must keep, checked over the source so a new route cannot forget them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const routesDir = join(import.meta.dirname, "..", "..", "app", "routes");
const routes = readdirSync(routesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => ({
    name: entry.name,
    path: join(entry.parentPath, entry.name),
    source: readFileSync(join(entry.parentPath, entry.name), "utf8"),
  }));
const root = {
  name: "root.tsx",
  path: join(routesDir, "..", "root.tsx"),
  source: readFileSync(join(routesDir, "..", "root.tsx"), "utf8"),
};

/** What a route exports as its loader and action: a declared function's body, or the text after `=`, up to the next top-level statement. */
function handlerExports(source: string): { name: string; value: string; declared: boolean }[] {
  return [
    ...source.matchAll(
      /^export (?:async )?function (loader|action)\(.*\) \{\n([\s\S]*?)\n\}|^export const (loader|action) = ([\s\S]*?)(?=\n\S|(?![\s\S]))/gm,
    ),
  ].map((m) => (m[1] ? { name: m[1], value: m[2], declared: true } : { name: m[3], value: m[4], declared: false }));
}

/** The top-level definition of `name` in `source` (a function or const), or in the route file it is imported from. */
function definition(source: string, path: string, name: string): string {
  const local = new RegExp(
    `^(?:export )?(?:async )?(?:function ${name}\\b|const ${name} = )[\\s\\S]*?(?=\\n\\S|(?![\\s\\S]))`,
    "m",
  ).exec(source);
  if (local) return local[0];
  const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "(\\./[^"]+)"`).exec(source)?.[1];
  if (!from) return "";
  const file = join(path, "..", `${from}.ts`);
  return definition(readFileSync(file, "utf8"), file, name);
}

describe("routes", () => {
  it("exist (the check is looking at the right folder)", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it("read form bodies only through readForm, which refuses what is not a form with a 4xx", () => {
    const offenders = routes.filter(({ source }) => /\.formData\(\)/.test(source)).map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it("read JSON bodies only through readJsonBody, which refuses malformed JSON with a 400", () => {
    const offenders = routes
      .filter(({ source }) => /request\.json\(\)|JSON\.parse\(/.test(source))
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  // AppErrors become responses where the route says so, not by rewriting the build (decision 025).
  it("answer AppErrors through pageHandler (pages) or apiHandler (the API) in every loader and action", () => {
    const offenders: string[] = [];
    for (const route of [...routes, root]) {
      // A page under /api (the reference at /api/docs) renders: it is a page.
      const api = route.name.startsWith("api.") && route.name.endsWith(".ts");
      for (const { name, value, declared } of handlerExports(route.source)) {
        const trimmed = value.trim();
        if (trimmed === "methodNotAllowed;" || trimmed === "loader;" || trimmed === "action;") continue;
        // The whole body is the handler's work: `{ return pageHandler(async () => { ... }); }`.
        if (!api && declared && trimmed.startsWith("return pageHandler(async () => {") && trimmed.endsWith("});"))
          continue;
        if (api && (value.includes("apiHandler(") || value.includes("apiAction("))) continue;
        // An API export may call a helper that runs apiHandler (a shared search loader, logout).
        const helpers = api
          ? [...value.matchAll(/\b([A-Za-z_]\w*)\(/g)].map((m) => definition(route.source, route.path, m[1]))
          : [];
        const helper =
          api && /^[A-Za-z_]\w*;$/.test(trimmed) ? definition(route.source, route.path, trimmed.slice(0, -1)) : "";
        if ([...helpers, helper].some((text) => text.includes("apiHandler("))) continue;
        offenders.push(`${route.name} ${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  // Safe retries (decision 065): an API action that does any work runs through apiAction, which honours
  // Idempotency-Key on POST. Sign-out is the one exception: repeating it is harmless and it keeps no member.
  it("run every API action through apiAction (Idempotency-Key on every POST)", () => {
    const offenders = routes
      .filter((route) => route.name.startsWith("api.") && route.name.endsWith(".ts") && route.name !== "api.logout.ts")
      .flatMap((route) =>
        handlerExports(route.source)
          .filter(({ name, value }) => name === "action" && !/^(methodNotAllowed|notFound|loader);$/.test(value.trim()))
          .filter(({ value }) => !value.includes("apiAction("))
          .map(() => route.name),
      );
    expect(offenders).toEqual([]);
  });
});

describe("API specs", () => {
  // Every answer of every API spec is held to the OpenAPI document by tests/api/test.ts's `request`.
  it("take `test` from tests/api/test.ts, whose request checks each answer against the OpenAPI document", () => {
    const dir = join(import.meta.dirname, "..", "api");
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith(".spec.ts"))
      .filter((name) => {
        const source = readFileSync(join(dir, name), "utf8");
        return !/import \{[^}]*\btest\b[^}]*\} from "\.\/test";/.test(source) || /\bbase\.extend|test as /.test(source);
      });
    expect(offenders).toEqual([]);
  });
});
