// `npm run db:new-migration -- <name>`: writes a migration for both databases from the change in
// prisma/schema.prisma since the last migration (kept as prisma/migrations/<kind>/schema.snapshot.prisma).
// No database is needed; prisma/migrations.test.ts then proves the result matches the model.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const USAGE = `Usage: npm run db:new-migration -- <name>

Writes prisma/migrations/{sqlite,postgres}/<timestamp>_<name>/migration.sql for the change in
prisma/schema.prisma since the last migration. No database is needed; npm start or npm run db:migrate
applies it. Applied migrations must never be edited: write a new one instead.`;
const arg = process.argv[2];
if (arg === "--help" || arg === "-h") {
  console.log(USAGE);
  process.exit(0);
}
const name = arg?.startsWith("-") ? undefined : arg?.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(1);
}
execFileSync("node", ["scripts/prisma-schemas.mjs"], { cwd: root });
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);

for (const kind of ["sqlite", "postgres"] as const) {
  const dir = join(root, "prisma/migrations", kind);
  const snapshot = join(dir, "schema.snapshot.prisma");
  const target = join(root, "prisma/generated", `${kind}.prisma`);
  const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
  const sql = execFileSync(
    join(root, "node_modules/.bin/prisma"),
    ["migrate", "diff", ...from, "--to-schema-datamodel", target, "--script"],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, DATABASE_URL: "file:./data/cli.db" },
    },
  );
  if (!sql.replace(/--.*$/gm, "").trim()) {
    console.log(`${kind}: no changes`);
    continue;
  }
  mkdirSync(join(dir, `${stamp}_${name}`), { recursive: true });
  writeFileSync(join(dir, `${stamp}_${name}`, "migration.sql"), sql);
  copyFileSync(target, snapshot);
  console.log(`${kind}: wrote prisma/migrations/${kind}/${stamp}_${name}/migration.sql`);
}
