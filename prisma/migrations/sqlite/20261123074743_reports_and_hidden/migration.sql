-- AlterTable
ALTER TABLE "Post" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN "hiddenAt" DATETIME;

-- CreateTable
CREATE TABLE "Report" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "reporterId" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "subjectOwnerId" TEXT,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "openKey" TEXT DEFAULT 'open',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolution" TEXT,
    "resolvedById" TEXT,
    "resolvedByName" TEXT,
    "resolvedAt" DATETIME,
    CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Report_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Report_openKey_createdAt_id_idx" ON "Report"("openKey", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Report_subjectType_subjectId_idx" ON "Report"("subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "Report_resolvedAt_id_idx" ON "Report"("resolvedAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Report_reporterId_subjectType_subjectId_openKey_key" ON "Report"("reporterId", "subjectType", "subjectId", "openKey");

