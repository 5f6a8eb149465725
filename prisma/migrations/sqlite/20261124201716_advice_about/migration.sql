-- AlterTable
ALTER TABLE "Post" ADD COLUMN "aboutCountry" TEXT;
ALTER TABLE "Post" ADD COLUMN "aboutLabel" TEXT;
ALTER TABLE "Post" ADD COLUMN "aboutPlaceId" INTEGER;

-- CreateIndex
CREATE INDEX "Post_type_aboutPlaceId_createdAt_id_idx" ON "Post"("type", "aboutPlaceId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Post_type_aboutCountry_createdAt_id_idx" ON "Post"("type", "aboutCountry", "createdAt", "id");

