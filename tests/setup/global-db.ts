// Once per test run: the directory for SQLite files, and a template database with every migration and the
// places table applied (decision 053's few seconds per load), which each worker's database is copied from
// rather than migrated again.
import { mkdirSync } from "node:fs";
import { migrate } from "../../prisma/migrate";
import { freshDatabase, TEMPLATE_NAME, TMP_DIR, testDatabaseKind } from "./test-database";

export default async function setup() {
  mkdirSync(TMP_DIR, { recursive: true });
  console.log(`model tests run on ${testDatabaseKind()}`);
  await migrate(await freshDatabase(TEMPLATE_NAME), { log: () => {} });
}
