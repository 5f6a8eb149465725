-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspendedReason" TEXT;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "editedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "editedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "subjectText" TEXT;

-- CreateTable
CREATE TABLE "EndedSession" (
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "keptText" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EndedSession_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "EndedSession_userId_idx" ON "EndedSession"("userId");

-- CreateIndex
CREATE INDEX "EndedSession_expiresAt_idx" ON "EndedSession"("expiresAt");

-- AddForeignKey
ALTER TABLE "EndedSession" ADD CONSTRAINT "EndedSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

