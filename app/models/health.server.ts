// Liveness of the database, for /healthz and the boot check.
import { db } from "~/server/db.server";
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
