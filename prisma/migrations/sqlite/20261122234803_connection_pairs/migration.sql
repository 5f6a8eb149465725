-- Connections are one per unordered pair of members (docs/decisions/009-connections-per-pair.md).
-- Before the pair becomes unique, resolve pairs asked both ways (A->B and B->A): keep the accepted
-- one, else the oldest (then the smaller id); delete the other.
DELETE FROM "Connection" WHERE EXISTS (
    SELECT 1 FROM "Connection" AS "other"
    WHERE "other"."requesterId" = "Connection"."receiverId"
      AND "other"."receiverId" = "Connection"."requesterId"
      AND (
        ("other"."status" = 'accepted' AND "Connection"."status" <> 'accepted')
        OR (("other"."status" = 'accepted') = ("Connection"."status" = 'accepted')
            AND ("other"."createdAt" < "Connection"."createdAt"
                 OR ("other"."createdAt" = "Connection"."createdAt" AND "other"."id" < "Connection"."id")))
      )
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Connection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "requesterId" TEXT NOT NULL,
    "receiverId" TEXT NOT NULL,
    "userLowId" TEXT NOT NULL,
    "userHighId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Connection_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Connection_receiverId_fkey" FOREIGN KEY ("receiverId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Backfill: the smaller and the larger of the two ids.
INSERT INTO "new_Connection" ("createdAt", "id", "receiverId", "requesterId", "userLowId", "userHighId", "status", "updatedAt") SELECT "createdAt", "id", "receiverId", "requesterId", CASE WHEN "requesterId" < "receiverId" THEN "requesterId" ELSE "receiverId" END, CASE WHEN "requesterId" < "receiverId" THEN "receiverId" ELSE "requesterId" END, "status", "updatedAt" FROM "Connection";
DROP TABLE "Connection";
ALTER TABLE "new_Connection" RENAME TO "Connection";
CREATE INDEX "Connection_receiverId_status_idx" ON "Connection"("receiverId", "status");
CREATE INDEX "Connection_requesterId_status_idx" ON "Connection"("requesterId", "status");
CREATE INDEX "Connection_status_updatedAt_idx" ON "Connection"("status", "updatedAt");
CREATE UNIQUE INDEX "Connection_requesterId_receiverId_key" ON "Connection"("requesterId", "receiverId");
CREATE UNIQUE INDEX "Connection_userLowId_userHighId_key" ON "Connection"("userLowId", "userHighId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

