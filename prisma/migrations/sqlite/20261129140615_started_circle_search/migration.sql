-- Issue 44 (decision 080, addendum "the /circles search"): the search for member-started circles by name was a
-- LIKE '%…%' over "nameKey", a scan of every circle. The name's tokens (app/lib/search-tokens.ts) are now its
-- "searchText", written by the model with the name, and indexed as the other kinds are: a contentless FTS5 table
-- keyed by search_rows, kept by triggers in the writer's transaction. The migrator writes the tokens of the circles
-- that exist (prisma/search-text-backfill.ts), and the update trigger indexes them.
ALTER TABLE "StartedCircle" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';

CREATE VIRTUAL TABLE search_circle USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
INSERT INTO search_rows (kind, item) SELECT 'circle', "id" FROM "StartedCircle" ORDER BY "createdAt", "id";
INSERT INTO search_circle (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "StartedCircle" t ON t."id" = r.item WHERE r.kind = 'circle' ORDER BY r.id;
CREATE TRIGGER search_circle_insert AFTER INSERT ON "StartedCircle" BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('circle', new."id");
    INSERT INTO search_circle (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_circle_update AFTER UPDATE OF "searchText" ON "StartedCircle" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_circle WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'circle' AND item = old."id");
    INSERT INTO search_circle (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'circle' AND item = new."id";
END;
CREATE TRIGGER search_circle_delete AFTER DELETE ON "StartedCircle" BEGIN
    DELETE FROM search_circle WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'circle' AND item = old."id");
    DELETE FROM search_rows WHERE kind = 'circle' AND item = old."id";
END;
