// Liveness of the database, for /healthz and the boot check; readiness (database and Redis) for /readyz.
import { db } from "~/server/db.server";
import { getRedis } from "~/server/redis.server";
import { closeReadDb } from "~/server/read-db.server";
import { isAppError } from "~/lib/errors";

export async function checkDatabase(): Promise<void> {
  try {
    await db.user.findFirst({ select: { id: true } });
  } catch (error) {
    // The driver's reason ("Can't reach database server at ...") rather than the 503 it was turned into.
    const reason = isAppError(error) && error.code === "unavailable" && error.cause ? error.cause : error;
    // Prisma's message opens with a code frame; the last line says what is wrong.
    const lines = String((reason as Error).message ?? reason)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    throw new Error(lines.at(-1) ?? "unknown database error", { cause: error });
  }
}

export async function disconnectDatabase(): Promise<void> {
  await Promise.all([db.$disconnect(), closeReadDb()]);
}

export type Readiness = {
  ready: boolean;
  /** Ready but without Redis: pages and the API serve; live events and shared rate limits wait for it. */
  degraded: boolean;
  database: "ok" | "unreachable";
  redis?: "ok" | "unreachable";
};

/**
 * Whether this node should take traffic (GET /readyz, what a load balancer polls): its database answers. Redis
 * (REDIS_URL) is checked and reported, but its outage is every node's at once and this node still serves
 * pages without it (the bus and the rate limits fall back), so it does not make the node unready: a balancer
 * would otherwise drop every node that can still serve (decision 074). Never throws.
 */
export async function checkReadiness(): Promise<Readiness> {
  const redis = getRedis();
  const [database, redisAnswer] = await Promise.all([
    checkDatabase().then(
      () => "ok" as const,
      () => "unreachable" as const,
    ),
    redis
      ? whenConnected(redis)
          .then(() => redis.ping())
          .then(
            (answer) => (answer === "PONG" ? ("ok" as const) : ("unreachable" as const)),
            () => "unreachable" as const,
          )
      : undefined,
  ]);
  return {
    ready: database === "ok",
    degraded: redisAnswer === "unreachable",
    database,
    ...(redisAnswer ? { redis: redisAnswer } : {}),
  };
}

/** A Redis client made a moment ago (the first poll after boot) is given a second to connect. */
function whenConnected(redis: NonNullable<ReturnType<typeof getRedis>>): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, 1_000);
    redis.once("ready", done);
  });
}
