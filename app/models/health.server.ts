// Liveness of the database, for /healthz and the boot check.
import { db } from "~/db.server";

export async function checkDatabase(): Promise<void> {
  try {
    await db.user.findFirst({ select: { id: true } });
  } catch (error) {
    // Prisma's message opens with a code frame; the last line says what is wrong.
    const lines = String((error as Error).message ?? error).split("\n").map((line) => line.trim()).filter(Boolean);
    throw new Error(lines.at(-1) ?? "unknown database error", { cause: error });
  }
}

export async function disconnectDatabase(): Promise<void> {
  await db.$disconnect();
}
