-- Issue 48: services near a member by category and type. PostgreSQL walks each place's services of the category
-- and type newest first; with the type tested row by row it read every service of the category in a city that had
-- none of the type (190 ms at city scale). The category alone walks this index once per type.
-- DropIndex
DROP INDEX "Service_placeId_category_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "Service_placeId_category_isOffering_createdAt_id_idx" ON "Service"("placeId", "category", "isOffering", "createdAt", "id");

