-- CreateIndex
CREATE INDEX "Service_placeId_category_createdAt_id_idx" ON "Service"("placeId", "category", "createdAt", "id");

