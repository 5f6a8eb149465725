-- Issue 48: a near walk of services of one type, with or without a category, takes the type from the index.
-- A type with nothing near the member (Translation, requesting) read every service of the category in each
-- place of the area to test the type on each: 2.4 s a request at city scale on PostgreSQL.

-- CreateIndex
CREATE INDEX "Service_placeId_category_isOffering_createdAt_id_idx" ON "Service"("placeId", "category", "isOffering", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Service_placeId_isOffering_createdAt_id_idx" ON "Service"("placeId", "isOffering", "createdAt", "id");

