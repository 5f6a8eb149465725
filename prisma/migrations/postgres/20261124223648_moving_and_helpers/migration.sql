-- AlterTable
ALTER TABLE "User" ADD COLUMN     "movingLabel" TEXT,
ADD COLUMN     "movingMonth" TEXT,
ADD COLUMN     "movingPlaceId" INTEGER,
ADD COLUMN     "welcomeHelper" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "CircleChoice" ADD COLUMN     "byMove" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "User_placeId_welcomeHelper_createdAt_id_idx" ON "User"("placeId", "welcomeHelper", "createdAt", "id");

