-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "eventId" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "Post_eventId_key" ON "Post"("eventId");

-- AddForeignKey
ALTER TABLE "Post" ADD CONSTRAINT "Post_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill (hand-written): the events search text for existing events, as eventSearchTextFor() in
-- app/lib/search-text.ts builds it (lower() folds ASCII only here; the next edit stores the full fold).
UPDATE "Event" SET "searchText" = replace(replace(replace(lower(
  "title" || ' ' || coalesce("description", '') || ' ' || coalesce("location", '')
), '%', chr(57344)), '_', chr(57345)), '\', chr(57346));
