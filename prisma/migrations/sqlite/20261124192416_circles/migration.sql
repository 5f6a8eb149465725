-- AlterTable
ALTER TABLE "Post" ADD COLUMN "circleId" TEXT;

-- CreateTable
CREATE TABLE "CircleChoice" (
    "userId" TEXT NOT NULL,
    "circleId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "circleId"),
    CONSTRAINT "CircleChoice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "CircleChoice_circleId_state_createdAt_idx" ON "CircleChoice"("circleId", "state", "createdAt");

-- CreateIndex
CREATE INDEX "User_countryOfOrigin_placeId_createdAt_id_idx" ON "User"("countryOfOrigin", "placeId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Post_circleId_createdAt_id_idx" ON "Post"("circleId", "createdAt", "id");

