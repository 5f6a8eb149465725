-- AlterTable
ALTER TABLE "User" ADD COLUMN     "secondHomeland" TEXT;

-- CreateIndex
CREATE INDEX "User_secondHomeland_placeId_createdAt_id_idx" ON "User"("secondHomeland", "placeId", "createdAt", "id");

