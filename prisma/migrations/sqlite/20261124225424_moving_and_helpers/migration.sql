-- AlterTable
ALTER TABLE "User" ADD COLUMN "movingLabel" TEXT;
ALTER TABLE "User" ADD COLUMN "movingMonth" TEXT;
ALTER TABLE "User" ADD COLUMN "movingPlaceId" INTEGER;
ALTER TABLE "User" ADD COLUMN "welcomeHelperAt" DATETIME;

-- AlterTable
ALTER TABLE "CircleChoice" ADD COLUMN "byMove" BOOLEAN;

-- CreateIndex
CREATE INDEX "User_placeId_welcomeHelperAt_createdAt_id_idx" ON "User"("placeId", "welcomeHelperAt", "createdAt", "id");

