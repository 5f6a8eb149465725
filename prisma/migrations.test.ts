// The committed migrations must build exactly the schema that prisma/schema.prisma describes,
// on the database these tests run on (SQLite, or PostgreSQL with TEST_DATABASE_URL).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { freshDatabase, testDatabaseKind } from "../tests/setup/test-database";
import { describeSchema, executeScript } from "./introspect";
import { migrate } from "./migrate";

const root = join(import.meta.dirname, "..");

function schemaFromModel(kind: "sqlite" | "postgres"): string {
  execFileSync("node", ["scripts/prisma-schemas.mjs"], { cwd: root });
  return execFileSync(
    join(root, "node_modules/.bin/prisma"),
    ["migrate", "diff", "--from-empty", "--to-schema-datamodel", `prisma/generated/${kind}.prisma`, "--script"],
    // A file URL keeps the CLI from opening a PostgreSQL pool it would then wait on.
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, DATABASE_URL: "file:./tests/.tmp/cli.db" },
    },
  );
}

describe(`migrations (${testDatabaseKind()})`, () => {
  it("build the same schema as the model", async () => {
    const kind = testDatabaseKind();
    const migrated = await freshDatabase(`drift_migrated`);
    const fromModel = await freshDatabase(`drift_model`);
    expect(await migrate(migrated)).not.toHaveLength(0);
    await executeScript(fromModel, schemaFromModel(kind));
    const [a, b] = await Promise.all([describeSchema(migrated), describeSchema(fromModel)]);
    expect(a.length).toBeGreaterThan(50);
    expect(a).toEqual(b);
  }, 60_000);

  it("apply once: a second run has nothing to do", async () => {
    const url = await freshDatabase(`drift_twice`);
    const first = await migrate(url);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(url)).toEqual([]);
  });
});
