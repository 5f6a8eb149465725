-- AlterTable
ALTER TABLE "User" ADD COLUMN     "movingLabel" TEXT,
ADD COLUMN     "movingMonth" TEXT,
ADD COLUMN     "movingPlaceId" INTEGER,
ADD COLUMN     "welcomeHelperAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "CircleChoice" ADD COLUMN     "byMove" BOOLEAN;

-- CreateIndex
CREATE INDEX "User_placeId_welcomeHelperAt_createdAt_id_idx" ON "User"("placeId", "welcomeHelperAt", "createdAt", "id");

