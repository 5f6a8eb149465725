// The house rule "no Prisma outside app/models" is enforced by lint, not by habit: these snippets must be refused.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const cwd = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd });

async function restrictedImports(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${cwd}/${filePath}` });
  return result.messages.filter((message) => message.ruleId?.endsWith("no-restricted-imports"));
}

describe("import restrictions", () => {
  it.each([
    [
      "a route importing the database",
      "app/routes/_feed+/x.tsx",
      'import { db } from "~/server/db.server";\nexport const n = db;\n',
    ],
    [
      "a route importing the database by a relative path",
      "app/routes/_feed+/x.tsx",
      'import { db } from "../db.server";\nexport const n = db;\n',
    ],
    [
      "the root importing the database",
      "app/root.tsx",
      'import { db } from "~/server/db.server";\nexport const n = db;\n',
    ],
    [
      "a route importing a generated client",
      "app/routes/_feed+/x.tsx",
      'import { PrismaClient } from "~/generated/sqlite/client";\nexport const n = PrismaClient;\n',
    ],
    [
      "a component importing a generated client",
      "app/components/x.tsx",
      'import type { User } from "../generated/sqlite/client";\nexport type U = User;\n',
    ],
    [
      "a component importing the database",
      "app/components/x.tsx",
      'import { db } from "~/server/db.server";\nexport const n = db;\n',
    ],
    [
      "a component importing a .server model (even for a type)",
      "app/components/feed/x.tsx",
      'import type { FeedPost } from "~/models/posts.server";\nexport type P = FeedPost;\n',
    ],
    [
      "a component importing a .server module",
      "app/components/x.tsx",
      'import { getEnv } from "~/server/env.server";\nexport const e = getEnv;\n',
    ],
    [
      "the HTTP edge importing the database",
      "app/web/x.server.ts",
      'import { db } from "~/server/db.server";\nexport const n = db;\n',
    ],
    [
      "a pure helper in app/lib importing a .server module",
      "app/lib/x.ts",
      'import { getEnv } from "~/server/env.server";\nexport const e = getEnv;\n',
    ],
    [
      "a schema importing a model",
      "app/schemas/x.ts",
      'import { listFeed } from "~/models/posts.server";\nexport const f = listFeed;\n',
    ],
    [
      "a page route importing a .server module other than its own (decision 070)",
      "app/routes/_feed+/x.tsx",
      'import { listFeed } from "~/models/posts.server";\nexport const f = listFeed;\n',
    ],
    [
      "a page route importing a value from @remix-run/node (decision 070)",
      "app/routes/_feed+/x.tsx",
      'import { redirect } from "@remix-run/node";\nexport const r = redirect;\n',
    ],
    [
      "the root importing a .server module other than its own",
      "app/root.tsx",
      'import { getEnv } from "~/server/env.server";\nexport const e = getEnv;\n',
    ],
  ])("reports %s", async (_name, filePath, code) => {
    const messages = await restrictedImports(code, filePath);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.severity === 2)).toBe(true);
  });

  it.each([
    [
      "a component importing shared types",
      "app/components/feed/x.tsx",
      'import type { FeedPost } from "~/lib/types/feed";\nexport type P = FeedPost;\n',
    ],
    [
      "a route calling a model through its own server module",
      "app/routes/_feed+/x.tsx",
      'import { listFeed } from "./x.server";\nexport const f = listFeed;\n',
    ],
    [
      "a route's own server module re-exporting a model",
      "app/routes/_feed+/x.server.ts",
      'export { listFeed } from "~/models/posts.server";\n',
    ],
    [
      "a page route importing types from a .server module",
      "app/routes/_feed+/x.tsx",
      'import type { LoaderFunctionArgs } from "@remix-run/node";\nimport type { FeedPost } from "~/models/posts.server";\nexport type P = [FeedPost, LoaderFunctionArgs];\n',
    ],
    [
      "a model importing the database",
      "app/models/x.server.ts",
      'import { db } from "~/server/db.server";\nexport const n = db;\n',
    ],
  ])("accepts %s", async (_name, filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath: `${cwd}/${filePath}` });
    expect(result.messages).toEqual([]);
  });
});
