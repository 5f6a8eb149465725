// "Download my data" in the background (issue 29 §3): asking makes a DataExport row and its export.build job
// in one transaction (once a day); the job collects the data (export.server.ts), stores it and tells the member
// with a notification; the member downloads it from the security page or the API for 7 days; the hourly sweep
// deletes it after. A large account no longer holds a request open while it is collected.
import * as z from "zod";
import { db } from "~/server/db.server";
import { enqueue } from "~/server/jobs/queue.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idField } from "~/schemas/ids";
import { exportCopy as copy } from "~/copy/account";
import type { DataExportView } from "~/lib/types/devices";
import { collectAccountData, limitExport } from "./export.server";
import { announceNotification, storeNotification } from "./notifications.server";
import type { Viewer } from "./viewer";
import { notificationText } from "./notification-text.server";

export const EXPORT_DAYS = 7;
const exportIdInput = z.object({ exportId: idField({ required: "exportId is required", invalid: "Not a valid id" }) });

const select = { id: true, readyAt: true, createdAt: true, expiresAt: true } as const;
function toView(row: { id: string; readyAt: Date | null; createdAt: Date; expiresAt: Date }): DataExportView {
  return {
    id: row.id,
    status: row.readyAt ? "ready" : "building",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Asks for the member's data: the job builds it (once a day; 429 after). */
export async function requestExport(viewer: Viewer): Promise<DataExportView> {
  await limitExport(viewer);
  const now = new Date();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.dataExport.create({
      data: { userId: viewer.id, createdAt: now, expiresAt: new Date(now.getTime() + EXPORT_DAYS * 86_400_000) },
      select,
    });
    await enqueue("export.build", { exportId: created.id }, { uniqueKey: `export-${created.id}` }, tx);
    return created;
  });
  return toView(row);
}

/** The export.build job: idempotent (a built or deleted export is left alone). */
export async function buildExport(exportId: string): Promise<void> {
  const row = await db.dataExport.findUnique({ where: { id: exportId }, select: { userId: true, readyAt: true } });
  if (!row || row.readyAt) return;
  const data = JSON.stringify(await collectAccountData(row.userId), null, 2);
  const news = await db.$transaction(async (tx) => {
    const { count } = await tx.dataExport.updateMany({
      where: { id: exportId, readyAt: null },
      data: { data, readyAt: new Date() },
    });
    if (count === 0) return null;
    return storeNotification(tx, {
      to: row.userId,
      actorId: null,
      type: "export_ready",
      ...notificationText("exportReady"),
      link: "/settings/security#export-heading",
    });
  });
  await announceNotification(news);
}

/** The member's latest export still downloadable (or being built), or null. */
export async function latestExport(viewer: Viewer): Promise<DataExportView | null> {
  const row = await db.dataExport.findFirst({
    where: { userId: viewer.id, expiresAt: { gt: new Date() } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select,
  });
  return row ? toView(row) : null;
}

/** One of the member's exports: the file when ready, null while it is built; 404 for anyone else's or a gone one. */
export async function readExport(
  viewer: Viewer,
  input: unknown,
): Promise<{ view: DataExportView; data: string | null }> {
  const { exportId } = parseInput(exportIdInput, input, copy.gone);
  const row = await db.dataExport.findFirst({
    where: { id: exportId, userId: viewer.id, expiresAt: { gt: new Date() } },
    select: { ...select, data: true },
  });
  if (!row) throw new AppError("not_found", copy.gone);
  return { view: toView(row), data: row.data };
}

/** The hourly sweep: exports past their 7 days. */
export async function deleteExpiredExports(now = new Date()): Promise<number> {
  const { count } = await db.dataExport.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
