// Rewrites the searchText columns with app/lib/search-tokens.ts when the database holds an older version's
// (decision 080): the migration that made the index cannot run JavaScript, and the tokens are the model's, so
// the migrator brings them up to date once, after the migrations, in one transaction. The index follows the
// columns (SQLite's triggers, PostgreSQL's generated column).
import {
  circleSearchTextFor,
  eventSearchTextFor,
  searchDocument,
  searchTextFor,
  serviceSearchTextFor,
} from "../app/lib/search-text";
import { tableExists, type Runner } from "./places";

/**
 * The version of the words the database holds. Bump it when search-tokens.ts changes what it writes (and set
 * TOKENIZER_VERSION to it: every row is rewritten), or when a kind joins the index (give its source `since`: only
 * its rows are rewritten).
 */
export const SEARCH_TEXT_VERSION = 2;
/** The last version that changed the tokens themselves: a database older than it has every kind rewritten. */
const TOKENIZER_VERSION = 1;

const BATCH = 2000;

/** `since`: the version whose index first held this kind (a database from before it has only this kind rewritten). */
type Source = { table: string; columns: string[]; text: (row: Record<string, unknown>) => string; since?: number };

const list = (value: unknown): string[] => {
  try {
    const parsed: unknown = JSON.parse(String(value ?? "[]"));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

const SOURCES: Source[] = [
  { table: "Post", columns: ["content"], text: (row) => searchDocument(text(row.content)) },
  { table: "Comment", columns: ["content"], text: (row) => searchDocument(text(row.content)) },
  {
    table: "User",
    columns: [
      "status",
      "firstName",
      "lastName",
      "countryOfOrigin",
      "secondHomeland",
      "currentLocation",
      "skills",
      "interests",
    ],
    // A deleted account is found by nothing (account-deletion.server.ts).
    text: (row) =>
      row.status === "deleted"
        ? ""
        : searchTextFor({
            firstName: String(row.firstName),
            lastName: String(row.lastName),
            countryOfOrigin: text(row.countryOfOrigin),
            secondHomeland: text(row.secondHomeland),
            currentLocation: text(row.currentLocation),
            skills: list(row.skills),
            interests: list(row.interests),
          }),
  },
  {
    table: "Event",
    columns: ["title", "description", "location"],
    text: (row) =>
      eventSearchTextFor({
        title: String(row.title),
        description: text(row.description),
        location: text(row.location),
      }),
  },
  {
    table: "Service",
    columns: ["title", "description", "category", "location"],
    text: (row) =>
      serviceSearchTextFor({
        title: String(row.title),
        description: String(row.description),
        category: String(row.category),
        location: text(row.location),
      }),
  },
  // The /circles search (decision 080, addendum on circles): a member-started circle by its name.
  {
    table: "StartedCircle",
    columns: ["name"],
    text: (row) => circleSearchTextFor({ name: String(row.name) }),
    since: 2,
  },
];

/** Rewrites what an older version wrote; returns how many rows changed (0: up to date, or no index yet). */
export async function ensureSearchText(runner: Runner, log: (line: string) => void = () => {}): Promise<number> {
  if (!(await tableExists(runner, "search_state"))) return 0;
  const [state] = await runner.all<{ version: number }>(`SELECT "version" FROM search_state`);
  const version = Number(state?.version ?? 0);
  if (version >= SEARCH_TEXT_VERSION) return 0;
  const started = Date.now();
  let changed = 0;
  // A kind whose migration has not run yet (a database migrated part way, as the migrator's tests do) is left
  // for later: the version written stays below the one that brought it.
  let reached = SEARCH_TEXT_VERSION;
  await runner.run("BEGIN");
  try {
    for (const source of SOURCES) {
      if (version >= Math.max(TOKENIZER_VERSION, source.since ?? 0)) continue;
      if (source.since && !(await hasSearchText(runner, source.table))) reached = Math.min(reached, source.since - 1);
      else changed += await rewrite(runner, source);
    }
    await runner.run(`UPDATE search_state SET "version" = ?`, [reached]);
    await runner.run("COMMIT");
  } catch (error) {
    await runner.run("ROLLBACK");
    throw error;
  }
  if (changed)
    log(`Indexed the words of ${changed.toLocaleString("en-US")} items for search in ${Date.now() - started} ms.`);
  return changed;
}

async function hasSearchText(runner: Runner, table: string): Promise<boolean> {
  const rows =
    runner.kind === "sqlite"
      ? await runner.all(`SELECT 1 FROM pragma_table_info(?) WHERE name = 'searchText'`, [table])
      : await runner.all(
          `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = 'searchText'`,
          [table],
        );
  return rows.length > 0;
}

async function rewrite(runner: Runner, source: Source): Promise<number> {
  const columns = ["id", "searchText", ...source.columns].map((column) => `"${column}"`).join(", ");
  let after = "";
  let changed = 0;
  for (;;) {
    const rows = await runner.all<Record<string, unknown>>(
      `SELECT ${columns} FROM "${source.table}" WHERE "id" > ? ORDER BY "id" LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return changed;
    after = String(rows.at(-1)!.id);
    const updates = rows
      .map((row) => ({ id: String(row.id), doc: source.text(row), old: String(row.searchText) }))
      .filter((row) => row.doc !== row.old);
    changed += updates.length;
    if (updates.length === 0) continue;
    if (runner.runMany) {
      runner.runMany(
        `UPDATE "${source.table}" SET "searchText" = ? WHERE "id" = ?`,
        updates.map((row) => [row.doc, row.id]),
      );
    } else {
      await runner.run(
        `UPDATE "${source.table}" AS t SET "searchText" = v."doc" FROM unnest(?::text[], ?::text[]) AS v("id", "doc") WHERE t."id" = v."id"`,
        [updates.map((row) => row.id), updates.map((row) => row.doc)],
      );
    }
  }
}
