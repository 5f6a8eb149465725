// Writes the two provider-specific schemas from the portable prisma/schema.prisma.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = readFileSync(join(root, "prisma/schema.prisma"), "utf8");
const outDir = join(root, "prisma/generated");
mkdirSync(outDir, { recursive: true });

const targets = {
  sqlite: { provider: "sqlite", url: "file:unused.db" },
  postgres: { provider: "postgresql", url: "postgresql://unused" },
};

for (const [name, { provider, url }] of Object.entries(targets)) {
  const schema = source
    .replace('output       = "../app/generated/sqlite"', `output       = "../../app/generated/${name}"`)
    .replace(/provider = "sqlite"/, `provider = "${provider}"`)
    .replace(/url {6}= "file:unused.db"/, `url      = "${url}"`);
  if (!schema.includes(`app/generated/${name}`) || !schema.includes(`provider = "${provider}"`)) {
    throw new Error(`prisma-schemas: could not rewrite the schema for ${name}`);
  }
  writeFileSync(join(outDir, `${name}.prisma`), `// Generated from prisma/schema.prisma. Do not edit.\n${schema}`);
}
