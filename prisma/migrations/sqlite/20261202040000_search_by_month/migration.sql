-- Issue 48 (decision 107): PostgreSQL's search reads older comments and events a month at a time, from the month of
-- the newest to that of the oldest; these indexes find both ends. SQLite has them too, so that both databases
-- build the schema that prisma/schema.prisma describes.
CREATE INDEX "Comment_createdAt_idx" ON "Comment"("createdAt");
CREATE INDEX "Event_createdAt_idx" ON "Event"("createdAt");
