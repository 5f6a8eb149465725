// Liveness of the database, for /healthz and the boot check.
import { db } from "~/db.server";

export async function checkDatabase(): Promise<void> {
  await db.user.findFirst({ select: { id: true } });
}

export async function disconnectDatabase(): Promise<void> {
  await db.$disconnect();
}
