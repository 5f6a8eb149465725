-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Post" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "authorId" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'post',
    "category" TEXT,
    "content" TEXT NOT NULL,
    "imageUrl" TEXT,
    "likesCount" INTEGER NOT NULL DEFAULT 0,
    "commentsCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "acceptedCommentId" TEXT,
    "serviceId" TEXT,
    "eventId" TEXT,
    CONSTRAINT "Post_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Post_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Post_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Post" ("acceptedCommentId", "authorId", "category", "commentsCount", "content", "createdAt", "id", "imageUrl", "likesCount", "searchText", "serviceId", "type", "updatedAt") SELECT "acceptedCommentId", "authorId", "category", "commentsCount", "content", "createdAt", "id", "imageUrl", "likesCount", "searchText", "serviceId", "type", "updatedAt" FROM "Post";
DROP TABLE "Post";
ALTER TABLE "new_Post" RENAME TO "Post";
CREATE UNIQUE INDEX "Post_serviceId_key" ON "Post"("serviceId");
CREATE UNIQUE INDEX "Post_eventId_key" ON "Post"("eventId");
CREATE INDEX "Post_createdAt_id_idx" ON "Post"("createdAt", "id");
CREATE INDEX "Post_type_createdAt_id_idx" ON "Post"("type", "createdAt", "id");
CREATE INDEX "Post_type_category_createdAt_id_idx" ON "Post"("type", "category", "createdAt", "id");
CREATE INDEX "Post_authorId_createdAt_idx" ON "Post"("authorId", "createdAt");
CREATE TABLE "new_Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizerId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "location" TEXT,
    "isVirtual" BOOLEAN NOT NULL DEFAULT false,
    "eventDate" DATETIME NOT NULL,
    "maxAttendees" INTEGER,
    "attendeesCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "cancelledAt" DATETIME,
    "searchText" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Event_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Event" ("attendeesCount", "cancelledAt", "createdAt", "description", "eventDate", "id", "isVirtual", "location", "maxAttendees", "organizerId", "title", "updatedAt") SELECT "attendeesCount", "cancelledAt", "createdAt", "description", "eventDate", "id", "isVirtual", "location", "maxAttendees", "organizerId", "title", "updatedAt" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE INDEX "Event_eventDate_id_idx" ON "Event"("eventDate", "id");
CREATE INDEX "Event_organizerId_idx" ON "Event"("organizerId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Backfill (hand-written): the events search text for existing events, as eventSearchTextFor() in
-- app/lib/search-text.ts builds it (lower() folds ASCII only here; the next edit stores the full fold).
UPDATE "Event" SET "searchText" = replace(replace(replace(lower(
  "title" || ' ' || coalesce("description", '') || ' ' || coalesce("location", '')
), '%', char(57344)), '_', char(57345)), '\', char(57346));
