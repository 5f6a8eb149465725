-- DropIndex
DROP INDEX "Connection_receiverId_status_idx";

-- DropIndex
DROP INDEX "Connection_requesterId_status_idx";

-- CreateIndex
CREATE INDEX "Connection_receiverId_status_createdAt_id_idx" ON "Connection"("receiverId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Connection_requesterId_status_createdAt_id_idx" ON "Connection"("requesterId", "status", "createdAt", "id");

