// One member's writes racing each other (issue 43 §11): every call answers (a state, 409 or 503), none throws
// a bare database error (a 500), and what is stored matches the answers. On SQLite and PostgreSQL.
import Database from "better-sqlite3";
import { isAppError } from "~/lib/errors";
import { db } from "~/server/db.server";
import { sqliteFilePath } from "../../prisma/database-url";
import { expectConsoleError } from "../../tests/setup/console";
import { createMember } from "../../tests/setup/factories";
import { createEvent, setRsvp } from "./events.server";
import { createPost, setLike, toggleLike } from "./posts.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

const onSqlite = process.env.DATABASE_URL?.startsWith("file:") ?? false;

/** Each call's outcome: its value, or the HTTP status its AppError answers; anything else is a 500. */
async function outcomes<T>(calls: Array<() => Promise<T>>) {
  const settled = await Promise.allSettled(calls.map((call) => call()));
  return settled.map((result) => {
    if (result.status === "fulfilled") return { status: 200, value: result.value };
    const error = result.reason as unknown;
    return { status: isAppError(error) ? error.status : 500, error };
  });
}

describe("concurrent likes by one member", () => {
  it("20 toggles at once: each answers its state or 503 (never a 500); what is stored follows the answered ones", async () => {
    const [author, fan] = [await member(), await member()];
    const post = await createPost(author, { content: "Race me" });
    // A toggle that waited past its transaction's start behind the others (their connections all busy) is a
    // 503 with Retry-After, like any overload: the member's own burst, which the server's per-member limit
    // keeps from happening through the app (decision 074).
    const results = await outcomes(Array.from({ length: 20 }, () => () => toggleLike(fan, post.id)));
    if (results.some(({ status }) => status === 503)) expectConsoleError(/database unavailable/);
    expect(results.filter(({ status }) => status !== 200 && status !== 503)).toEqual([]);
    const done = results.filter(({ status }) => status === 200).length;
    expect(done).toBeGreaterThan(0);
    // Toggles run one after another: an even number of them leaves the post as it was.
    const stored = await db.post.findUniqueOrThrow({ where: { id: post.id }, select: { likesCount: true } });
    const likes = await db.like.count({ where: { postId: post.id } });
    expect({ likes, likesCount: stored.likesCount }).toEqual({ likes: done % 2, likesCount: done % 2 });
  });

  it("20 'like' presses at once: one like, counted once", async () => {
    const [author, fan] = [await member(), await member()];
    const post = await createPost(author, { content: "Press me" });
    const results = await outcomes(Array.from({ length: 20 }, () => () => setLike(fan, post.id, { pressed: "true" })));
    expect(results.map(({ status }) => status)).toEqual(Array(20).fill(200));
    for (const { value } of results) expect(value).toEqual({ postId: post.id, liked: true, likesCount: 1 });
    expect(await db.like.count({ where: { postId: post.id } })).toBe(1);
  });
});

describe("concurrent RSVPs by one member", () => {
  it("20 'attending' at once: one RSVP, counted once; every call answers 200", async () => {
    const [organizer, guest] = [await member(), await member()];
    const event = await createEvent(organizer, {
      title: "Race night",
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // "attending" twice withdraws (the same status again cancels): the stored state is the last one applied.
    const results = await outcomes(
      Array.from({ length: 20 }, () => () => setRsvp(guest, event.id, { status: "attending" })),
    );
    expect(results.filter(({ status }) => status !== 200)).toEqual([]);
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { attendeesCount: true } });
    // The host's own seat is in the count (decision 079), and holds no RSVP row.
    expect(stored.attendeesCount).toBe(
      1 + (await db.rsvp.count({ where: { eventId: event.id, status: "attending" } })),
    );
    expect(stored.attendeesCount).toBe(1);
  });
});

describe.runIf(onSqlite)("SQLite: another process holds the write lock while two likes wait", () => {
  it("both answer 503 with Retry-After (unavailable): the one that waited past its transaction's start (P2028) too", async () => {
    const [author, fan] = [await member(), await member()];
    const [first, second] = [
      await createPost(author, { content: "One" }),
      await createPost(author, { content: "Two" }),
    ];
    // Another process (an admin script) holds the write lock: the first like's transaction retries for about
    // 2 s (busy), and the second waits for that transaction past Prisma's 2 s to start its own.
    expectConsoleError(/database unavailable/);
    const other = new Database(sqliteFilePath(process.env.DATABASE_URL!));
    other.exec("BEGIN IMMEDIATE");
    let results: Awaited<ReturnType<typeof outcomes<unknown>>>;
    try {
      results = await outcomes<unknown>([() => toggleLike(fan, first.id), () => toggleLike(fan, second.id)]);
    } finally {
      other.exec("COMMIT");
      other.close();
    }
    for (const result of results) {
      expect(result.status).toBe(503);
      expect(result.error).toMatchObject({ code: "unavailable", extra: { retryAfterSeconds: expect.any(Number) } });
    }
    expect(await db.like.count({ where: { userId: fan.id } })).toBe(0);
  });
});
