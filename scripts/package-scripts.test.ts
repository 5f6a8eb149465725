// Every `npm run <script>` in package.json is real: the files and programs it names exist, and each
// one that is cheap to run answers `--help` (our own scripts with a usage line) without side effects.
// `db:migrate` also runs for real against a scratch SQLite file.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "../prisma/migrate";
import { TMP_DIR } from "../tests/setup/test-database";

const root = join(import.meta.dirname, "..");
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
/** These build, serve or test everything: only what they name is checked, they are not run. */
const NOT_RUN = new Set([
  "start",
  "dev",
  "test",
  "validate",
  "test:unit",
  "test:unit:database",
  "test:e2e",
  "test:e2e:database",
  "test:cluster",
  "build",
  "generate",
  "format",
  "bench",
  // `npm run lint -- --help` lints the whole tree before prettier reads --help (30 s of CPU), and npm test's
  // first step runs lint itself.
  "lint",
]);
const runId = (process.env.TEST_RUN_ID ?? "").replace(/[^a-z0-9_]/gi, "_");
const scratch = join(TMP_DIR, `package_scripts_${runId}`);

/** `a && b "c d"` → [["a"], ["b", "c d"]], splitting on && || ; outside quotes. */
function commands(line: string): string[][] {
  const result: string[][] = [[]];
  for (const [, quoted, operator, word] of line.matchAll(/"([^"]*)"|(&&|\|\||;)|([^\s"&|;]+)/g)) {
    if (operator) result.push([]);
    else result[result.length - 1].push(quoted ?? word);
  }
  return result.filter((command) => command.length);
}

/** Problems with one command of a script: programs, scripts and files it names that do not exist. */
function problems(command: string[], earlier: string[][]): string[] {
  // `exec` (a shell builtin) runs the command in the shell's place: `npm start` does, so npm's signals reach node.
  if (command[0] === "exec") return problems(command.slice(1), earlier);
  const [program, ...args] = command;
  const found: string[] = [];
  if (program === "npm") {
    const target = args[0] === "run" ? args[1] : args[0];
    if (args[0] === "run" ? !scripts[target] : !["test", "start"].includes(target))
      found.push(`npm ${args.join(" ")}: no such script`);
    return found;
  }
  if (program !== "node" && !existsSync(join(root, "node_modules/.bin", program)))
    found.push(`${program}: not in node_modules/.bin`);
  // In `node --import tsx scripts/start.ts` the flag's value names a package, not the script.
  const file =
    program === "node" || program === "tsx"
      ? args.find((arg, i) => !arg.startsWith("-") && args[i - 1] !== "--import")
      : undefined;
  if ((program === "node" || program === "tsx") && (!file || !existsSync(join(root, file))))
    found.push(`${program} ${file}: file missing`);
  // Anything else that looks like a path, e.g. `--schema prisma/generated/sqlite.prisma` or `-c "tsx server.ts"`.
  for (const arg of args) {
    if (arg === file) continue;
    if (arg.includes(" ")) {
      found.push(...problems(commands(arg)[0], earlier));
      continue;
    }
    if (!/^[\w.-]+\/[\w./-]+\.\w+$/.test(arg) || existsSync(join(root, arg))) continue;
    // prisma/generated/*.prisma are written by scripts/prisma-schemas.mjs earlier in the same script.
    const generatedEarlier =
      arg.startsWith("prisma/generated/") && earlier.some((c) => c.includes("scripts/prisma-schemas.mjs"));
    if (!generatedEarlier) found.push(`${arg}: file missing`);
  }
  return found;
}

/** As `run`, without blocking: the --help checks start side by side (each is an npm and a node start, ~1.5 s). */
function runAsync(name: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<ReturnType<typeof run>>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", name, "--", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr, output: `${stdout}\n${stderr}` }));
  });
}

function run(name: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync("npm", ["run", "--silent", name, "--", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

describe("package.json scripts", () => {
  beforeAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
  });

  it.each(Object.keys(scripts))("%s names only programs, scripts and files that exist", (name) => {
    const parts = commands(scripts[name]);
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.flatMap((command, index) => problems(command, parts.slice(0, index)))).toEqual([]);
  });

  it("the parser sees through quotes and operators", () => {
    expect(commands(`tsx a.ts --no-build && remix dev -c "tsx server.ts"; x || y`)).toEqual([
      ["tsx", "a.ts", "--no-build"],
      ["remix", "dev", "-c", "tsx server.ts"],
      ["x"],
      ["y"],
    ]);
    expect(problems(["node", "scripts/migrate.mjs"], [])).toEqual(["node scripts/migrate.mjs: file missing"]);
    expect(problems(["npm", "run", "nope"], [])).toEqual(["npm run nope: no such script"]);
  });

  const runnable = Object.keys(scripts).filter((name) => !NOT_RUN.has(name));
  it.concurrent.each(runnable)(
    "%s -- --help answers with exit 0 and touches no database",
    async (name) => {
      const database = join(scratch, `help-${name.replace(/\W/g, "_")}.db`);
      const { status, stdout, output } = await runAsync(name, ["--help"], { DATABASE_URL: `file:${database}` });
      expect(status, output).toBe(0);
      expect(stdout.trim().length, output).toBeGreaterThan(0);
      // Our own scripts print a usage line naming how to run them.
      if (/^(tsx|node) (scripts|prisma)\//.test(scripts[name]))
        expect(stdout).toMatch(new RegExp(`^Usage: npm run ${name}\\b`, "m"));
      expect(existsSync(database), `${name} --help created ${database}`).toBe(false);
    },
    60_000,
  );

  it("scripts outside package.json that take arguments answer --help too", () => {
    for (const file of ["scripts/pg-available.mjs", "scripts/parallel.mjs"]) {
      const result = spawnSync(file.endsWith(".mjs") ? "node" : join(root, "node_modules/.bin/tsx"), [file, "--help"], {
        cwd: root,
        encoding: "utf8",
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Usage: /);
    }
  });

  it("db:migrate applies the pending migrations to DATABASE_URL, printing them, then has nothing to do", async () => {
    const committed = readdirSync(join(root, "prisma/migrations/sqlite"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const env = { DATABASE_URL: `file:${join(scratch, "migrate.db")}` };
    const first = run("db:migrate", [], env);
    expect(first.status, first.output).toBe(0);
    expect(first.stdout).toContain(`Applied ${committed.length} migration`);
    for (const name of committed) expect(first.stdout).toContain(name);
    const again = run("db:migrate", [], env);
    expect(again.status, again.output).toBe(0);
    expect(again.stdout).toMatch(/up to date/);
    expect(await migrate(env.DATABASE_URL, { log: () => {} })).toEqual([]);
  }, 60_000);

  it("db:migrate refuses, with one clear line naming it, when an applied migration was edited", async () => {
    const file = join(scratch, "edited.db");
    const [first] = await migrate(`file:${file}`, { log: () => {} });
    const db = new Database(file);
    try {
      // What editing prisma/migrations/sqlite/<first>/migration.sql after it was applied looks like.
      db.prepare(`UPDATE "_prisma_migrations" SET checksum = ? WHERE migration_name = ?`).run("0".repeat(64), first);
    } finally {
      db.close();
    }
    const result = run("db:migrate", [], { DATABASE_URL: `file:${file}` });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^db:migrate: Migration ${first} has changed since it was applied`, "m"));
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
