-- AlterTable
ALTER TABLE "User" ADD COLUMN "suspendedReason" TEXT;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN "editedAt" DATETIME;

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN "editedAt" DATETIME;

-- AlterTable
ALTER TABLE "Report" ADD COLUMN "subjectText" TEXT;

-- CreateTable
CREATE TABLE "EndedSession" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "keptText" TEXT,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "EndedSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "EndedSession_userId_idx" ON "EndedSession"("userId");

-- CreateIndex
CREATE INDEX "EndedSession_expiresAt_idx" ON "EndedSession"("expiresAt");

