// `npm run generate`: both Prisma clients from prisma/schema.prisma, then the stamp `npm start`'s setup
// reads to skip this (and the rebuild it forces) while the schema is unchanged, whoever generated them.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });

run("node", ["scripts/prisma-schemas.mjs"]);
for (const kind of ["sqlite", "postgres"])
  run(join(root, "node_modules/.bin/prisma"), ["generate", "--schema", `prisma/generated/${kind}.prisma`]);
// Written last: a stamp only ever names clients that were generated.
const schema = readFileSync(join(root, "prisma/schema.prisma"), "utf8");
writeFileSync(join(root, "app/generated/.schema-hash"), createHash("sha256").update(schema).digest("hex"));
