-- AlterTable
ALTER TABLE "Connection" ADD COLUMN     "userHighId" TEXT,
ADD COLUMN     "userLowId" TEXT;

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

-- Backfill: the smaller and the larger of the two ids (byte order, as SQLite compares them).
UPDATE "Connection" SET
    "userLowId" = CASE WHEN "requesterId" COLLATE "C" < "receiverId" COLLATE "C" THEN "requesterId" ELSE "receiverId" END,
    "userHighId" = CASE WHEN "requesterId" COLLATE "C" < "receiverId" COLLATE "C" THEN "receiverId" ELSE "requesterId" END;
ALTER TABLE "Connection" ALTER COLUMN "userHighId" SET NOT NULL,
ALTER COLUMN "userLowId" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Connection_userLowId_userHighId_key" ON "Connection"("userLowId", "userHighId");
