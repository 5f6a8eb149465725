// The database client under a lock held by another process (SQLite), past the server's statement limit
// (PostgreSQL), and for errors that mean "cannot answer now".
import Database from "better-sqlite3";
import { createDb, db, sql, SQLITE_BUSY_TIMEOUT_MS, unavailableError } from "~/server/db.server";
import { createReadDb } from "~/server/read-db.server";
import { toggleLike } from "~/models/posts.server";
import { grantAdminByEmail } from "~/models/accounts.server";
import { AppError } from "~/lib/errors";
import { sqliteFilePath } from "../../prisma/database-url";
import { expectConsoleError } from "../../tests/setup/console";
import { createMember } from "../../tests/setup/factories";

const onSqlite = process.env.DATABASE_URL?.startsWith("file:") ?? false;

/** Holds the write lock from a second connection, as an admin script or the seed in another process would. */
function holdWriteLock() {
  const other = new Database(sqliteFilePath(process.env.DATABASE_URL!));
  other.exec("BEGIN IMMEDIATE");
  return () => {
    other.exec("COMMIT");
    other.close();
  };
}

/** The longest the event loop went without running a timer while `work` ran, in ms (the time since the last
 * tick counts too: work that blocks until it settles never lets a timer run at all). */
async function longestStall<T>(
  work: () => Promise<T>,
): Promise<{ stallMs: number; elapsedMs: number; result: PromiseSettledResult<T> }> {
  const started = performance.now();
  let last = started;
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const [result] = await Promise.allSettled([work()]);
  const finished = performance.now();
  clearInterval(ticker);
  return { stallMs: Math.max(stallMs, finished - last), elapsedMs: finished - started, result };
}

describe.runIf(onSqlite)("SQLite: a write lock held by another connection", () => {
  it("keeps the busy timeout short, so one attempt blocks the event loop only briefly", () => {
    expect(SQLITE_BUSY_TIMEOUT_MS).toBeLessThanOrEqual(50);
  });

  it("a write waits for the lock without stalling the event loop, and succeeds once it is released", async () => {
    const { user } = await createMember();
    const release = holdWriteLock();
    setTimeout(release, 600);
    const { stallMs, elapsedMs, result } = await longestStall(() => grantAdminByEmail(user.email));
    console.log(
      `lock released after 600 ms: write took ${Math.round(elapsedMs)} ms, longest event-loop stall ${Math.round(stallMs)} ms`,
    );
    expect(result.status).toBe("fulfilled");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
    expect(elapsedMs).toBeGreaterThanOrEqual(550);
    // The release timer above could run at all: with the old 5 s busy timeout the loop stood still until it ran out.
    expect(stallMs).toBeLessThan(200);
  });

  it("a transaction waits the same way", async () => {
    const { user } = await createMember();
    const post = await db.post.create({ data: { authorId: user.id, content: "lock test" }, select: { id: true } });
    const release = holdWriteLock();
    setTimeout(release, 300);
    const { stallMs, result } = await longestStall(() => toggleLike({ id: user.id, role: "member" } as never, post.id));
    expect(result).toMatchObject({ status: "fulfilled", value: { liked: true, likesCount: 1 } });
    expect(stallMs).toBeLessThan(200);
  });

  it("a write still locked after about 2 s fails as unavailable (503, Retry-After), without stalling the loop", async () => {
    const { user } = await createMember();
    const release = holdWriteLock();
    // The first failure after a healthy query reports the outage once (operators see it in the log).
    expectConsoleError(/^database unavailable: .*\(answering 503 until it recovers\)$/);
    try {
      const { stallMs, elapsedMs, result } = await longestStall(() => grantAdminByEmail(user.email));
      console.log(
        `lock held: write gave up after ${Math.round(elapsedMs)} ms, longest event-loop stall ${Math.round(stallMs)} ms`,
      );
      expect(result.status).toBe("rejected");
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "unavailable",
        status: 503,
        extra: { retryAfterSeconds: expect.any(Number) },
      });
      expect(elapsedMs).toBeGreaterThan(1_500);
      expect(elapsedMs).toBeLessThan(4_000);
      expect(stallMs).toBeLessThan(200);
    } finally {
      release();
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("member");
  });
});

describe.runIf(onSqlite)("SQLite: transactions hold the write lock from their first statement", () => {
  it("a transaction that read while another connection wrote still writes, and the other write lands after it", async () => {
    const { user } = await createMember({ firstName: "Before" });
    // Another process's client (an admin script, a test's own): the server's writes must not fail for its sake.
    const other = createDb(process.env.DATABASE_URL!);
    try {
      await other.user.count(); // connected, so its write below is one statement away
      let otherWrite: Promise<unknown> | undefined;
      await db.$transaction(async (tx) => {
        await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true } });
        otherWrite = other.user.update({
          where: { id: user.id },
          data: { bio: "from the other" },
          select: { id: true },
        });
        // The other write commits here unless this transaction holds the lock (it waits, retrying, until we commit).
        await Promise.race([otherWrite, new Promise((resolve) => setTimeout(resolve, 300))]);
        await tx.user.update({ where: { id: user.id }, data: { firstName: "After" }, select: { id: true } });
      });
      await otherWrite;
      expect(
        await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, bio: true } }),
      ).toEqual({
        firstName: "After",
        bio: "from the other",
      });
    } finally {
      await other.$disconnect();
    }
  });

  it("a transaction that cannot take the lock in about 2 s fails as unavailable, and the next one runs", async () => {
    const { user } = await createMember();
    const release = holdWriteLock();
    expectConsoleError(/^database unavailable: .*\[SQLITE_BUSY\] \(answering 503 until it recovers\)$/);
    let error: unknown;
    try {
      error = await db
        .$transaction(async (tx) => tx.user.update({ where: { id: user.id }, data: { firstName: "Locked" } }))
        .then(
          () => null,
          (caught: unknown) => caught,
        );
    } finally {
      release();
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "unavailable", status: 503 });
    // The adapter's lock (one transaction at a time) and the connection's turns were given back.
    await db.$transaction(async (tx) => tx.user.update({ where: { id: user.id }, data: { firstName: "Free" } }));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true } })).firstName).toBe(
      "Free",
    );
  });
});

describe("a transaction and the statements of other requests meanwhile", () => {
  it("a write outside it is kept when it rolls back, and a read outside it never sees its rows before it commits", async () => {
    const [{ user: inside }, { user: outside }] = await Promise.all([createMember(), createMember()]);
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const transaction = db
      .$transaction(async (tx) => {
        await tx.user.update({ where: { id: inside.id }, data: { bio: "not committed" }, select: { id: true } });
        wrote();
        // Another request's turn comes while this one waits (on SQLite: the same connection).
        await new Promise((resolve) => setTimeout(resolve, 150));
        throw new Error("changed its mind");
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await written;
    const [seen] = await Promise.all([
      db.user.findUniqueOrThrow({ where: { id: inside.id }, select: { bio: true } }),
      db.user.update({ where: { id: outside.id }, data: { bio: "kept" }, select: { id: true } }),
    ]);
    expect(seen.bio).toBeNull();
    expect(await transaction).toMatchObject({ message: "changed its mind" });
    const after = await db.user.findMany({
      where: { id: { in: [inside.id, outside.id] } },
      select: { id: true, bio: true },
    });
    expect(Object.fromEntries(after.map((row) => [row.id, row.bio]))).toEqual({
      [inside.id]: null,
      [outside.id]: "kept",
    });
  });
});

describe.runIf(!onSqlite)("PostgreSQL: the server's statement limit (PG_QUERY_TIMEOUT_MS)", () => {
  const url = () => process.env.DATABASE_URL!;
  const slow = sql`SELECT 1 AS "one" FROM pg_sleep(0.8)`;

  it("a statement past it fails as unavailable (503, Retry-After) at the limit, through Prisma and the hot reads", async () => {
    const limited = createDb(url(), { queryTimeoutMs: 200 });
    const reader = createReadDb(url(), { queryTimeoutMs: 200 });
    // Classifying an outage reports it (at most once a minute): expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const run of [() => limited.$queryRaw(slow), () => reader.readRows(slow)]) {
        const started = performance.now();
        const error = await run().then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(performance.now() - started).toBeLessThan(700);
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: "unavailable", extra: { retryAfterSeconds: 5 } });
      }
      // The connection that timed out is not handed out again broken.
      expect(await reader.readRows(sql`SELECT 2 AS "two"`)).toEqual([{ two: 2 }]);
      expect(await limited.$queryRaw(sql`SELECT 2 AS "two"`)).toEqual([{ two: 2 }]);
    } finally {
      logged.mockRestore();
      await Promise.all([limited.$disconnect(), reader.close()]);
    }
  });

  it("a script's client has none: migrations, seeding and the bench's data run as long as they take", async () => {
    const script = createDb(url());
    try {
      expect(await script.$queryRaw(slow)).toEqual([{ one: 1 }]);
    } finally {
      await script.$disconnect();
    }
  });
});

describe("unavailableError: which failures mean the database cannot answer now", () => {
  const adapterError = (cause: Record<string, unknown>) =>
    Object.assign(new Error(String(cause.message ?? cause.kind)), { name: "DriverAdapterError", cause });
  const prismaError = (code: string, cause?: Record<string, unknown>) =>
    Object.assign(new Error(`prisma ${code}`), {
      name: "PrismaClientKnownRequestError",
      code,
      meta: cause ? { driverAdapterError: { cause } } : {},
    });

  it.each([
    ["P1001 can't reach the server", prismaError("P1001", { kind: "DatabaseNotReachable" })],
    ["P1017 server closed the connection", prismaError("P1017")],
    ["P2024 pool timeout", prismaError("P2024")],
    ["connection dropped mid-query", adapterError({ kind: "ConnectionClosed" })],
    [
      "pg terminating connection (57P01)",
      adapterError({ kind: "postgres", code: "57P01", message: "terminating connection due to administrator command" }),
    ],
    [
      "pg database not accepting connections",
      adapterError({ kind: "postgres", code: "55000", message: 'database "x" is not currently accepting connections' }),
    ],
    ["pg too many connections (53300)", adapterError({ kind: "TooManyConnections" })],
    ["raw ECONNREFUSED", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    // pg's query_timeout: a plain Error the adapter passes on, whatever Prisma wraps it in.
    ["pg query read timeout", new Error("Query read timeout")],
    [
      "pg statement_timeout (57014)",
      adapterError({ kind: "postgres", code: "57014", message: "canceling statement due to statement timeout" }),
    ],
    [
      "SQLite still locked",
      prismaError("P2010", {
        kind: "SocketTimeout",
        originalCode: "SQLITE_BUSY",
        originalMessage: "database is locked",
      }),
    ],
  ])("%s → 503", (_, error) => {
    // Classifying an outage also reports it (at most once a minute, so only some cases log): expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(unavailableError(error)).toMatchObject({
        code: "unavailable",
        status: 503,
        extra: { retryAfterSeconds: expect.any(Number) },
      });
      for (const [line] of logged.mock.calls) expect(line).toMatch(/^database unavailable: /);
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    ["unique violation", prismaError("P2002", { kind: "UniqueConstraintViolation" })],
    ["record not found", prismaError("P2025")],
    ["a syntax error", adapterError({ kind: "postgres", code: "42601", message: "syntax error" })],
    ["an AppError", new AppError("not_found", "Post not found")],
    ["a plain bug", new TypeError("x is undefined")],
  ])("%s → not an outage", (_, error) => {
    expect(unavailableError(error)).toBeNull();
  });
});
