-- DropIndex
DROP INDEX "User_countryOfOrigin_idx";

-- CreateIndex
CREATE INDEX "User_countryOfOrigin_currentLocation_createdAt_id_idx" ON "User"("countryOfOrigin", "currentLocation", "createdAt", "id");

-- CreateIndex
CREATE INDEX "User_countryOfOrigin_createdAt_id_idx" ON "User"("countryOfOrigin", "createdAt", "id");

-- CreateIndex
CREATE INDEX "User_currentLocation_createdAt_id_idx" ON "User"("currentLocation", "createdAt", "id");

