// `npm start`'s database step (prepareDatabase) over a database that already holds data: it backs the
// file up before migrating, says so, never seeds over members, and stops on an edited migration.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { createDb } from "../app/server/db.server";
import { migrate } from "../prisma/migrate";
import { TMP_DIR } from "../tests/setup/test-database";
import { prepareDatabase } from "./setup";

const root = join(import.meta.dirname, "..");
const runId = (process.env.TEST_RUN_ID ?? "").replace(/[^a-z0-9_]/gi, "_");
const dir = join(TMP_DIR, `setup_${runId}`);
const file = join(dir, "roots.db");
const url = `file:${file}`;
const committed = readdirSync(join(root, "prisma/migrations/sqlite"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const backups = () => readdirSync(join(dir, "backups")).filter((name) => name.startsWith("roots-"));

async function logged(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return lines.join("\n");
}

describe("prepareDatabase (npm start) over a SQLite database with data", () => {
  beforeAll(async () => {
    expect(committed.length, "needs two migrations to leave one pending").toBeGreaterThan(1);
    rmSync(dir, { recursive: true, force: true });
    // A database from an older checkout: only the first migration applied, one member in it.
    const older = join(dir, "older-checkout");
    mkdirSync(join(older, "sqlite", committed[0]), { recursive: true });
    writeFileSync(
      join(older, "sqlite", committed[0], "migration.sql"),
      readFileSync(join(root, "prisma/migrations/sqlite", committed[0], "migration.sql"), "utf8"),
    );
    await migrate(url, { migrationsDir: older, log: () => {} });
    const db = createDb(url);
    try {
      await db.user.create({
        data: {
          id: "existing-member",
          email: "existing@example.test",
          passwordHash: "x",
          firstName: "Ex",
          lastName: "Isting",
        },
        // Only columns the first migration has (the client's default select names every later one).
        select: { id: true },
      });
    } finally {
      await db.$disconnect();
    }
  });

  it("backs the file up before applying the pending migrations, says so, and does not seed", async () => {
    const output = await logged(() => prepareDatabase(url));
    const made = backups();
    expect(made).toHaveLength(1);
    expect(output).toContain(`backups/${made[0]}`);
    expect(output).toMatch(/Backed up .*roots\.db/);
    expect(output).toContain(`Applied migrations: ${committed.slice(1).join(", ")}`);
    expect(output).not.toMatch(/Seeded/);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.prepare(`SELECT id FROM "User"`).all()).toEqual([{ id: "existing-member" }]);
    } finally {
      db.close();
    }
  });

  it("makes no backup when nothing is pending", async () => {
    const output = await logged(() => prepareDatabase(url));
    expect(output).toBe("");
    expect(backups()).toHaveLength(1);
  });

  it("stops, naming the migration, when an applied migration no longer matches its file", async () => {
    const db = new Database(file);
    try {
      // What editing prisma/migrations/sqlite/<first>/migration.sql after it was applied looks like.
      db.prepare(`UPDATE "_prisma_migrations" SET checksum = ? WHERE migration_name = ?`).run(
        "0".repeat(64),
        committed[0],
      );
    } finally {
      db.close();
    }
    await expect(prepareDatabase(url)).rejects.toThrow(
      new RegExp(`Migration ${committed[0]} has changed since it was applied`),
    );
  });
});
