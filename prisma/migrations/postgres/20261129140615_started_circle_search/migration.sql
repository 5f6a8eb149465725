-- Issue 44 (decision 080, addendum "the /circles search"): the search for member-started circles by name was a
-- LIKE '%…%' over "nameKey", a scan of every circle. The name's tokens (app/lib/search-tokens.ts) are now its
-- "searchText", written by the model with the name; search_vector reads them into a generated column with a GIN
-- index, as for the other kinds. The migrator writes the tokens of the circles that exist
-- (prisma/search-text-backfill.ts) and the column follows. No window of the newest items (migration
-- search_windows): the search tests the newest circles first and asks this index only for a word rare among them.
ALTER TABLE "StartedCircle" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';
ALTER TABLE "StartedCircle" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (search_vector("searchText")) STORED;
CREATE INDEX search_circle ON "StartedCircle" USING gin ("searchVector");
