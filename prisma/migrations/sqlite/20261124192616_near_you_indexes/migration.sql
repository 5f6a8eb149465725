-- CreateIndex
CREATE INDEX "Event_isVirtual_eventDate_id_idx" ON "Event"("isVirtual", "eventDate", "id");

-- CreateIndex
CREATE INDEX "Service_isRemote_createdAt_id_idx" ON "Service"("isRemote", "createdAt", "id");

