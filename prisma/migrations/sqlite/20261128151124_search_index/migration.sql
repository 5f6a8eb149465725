-- The search index (decision 080). The words of each item are its "searchText" column, written by the model in
-- the same statement as the text (app/lib/search-tokens.ts): tokens already folded and split, separated by
-- spaces, so FTS5's ascii tokenizer reads them back exactly. An index per kind of item, contentless (the text
-- stays in its table), keyed by search_rows: an integer id for each item that no VACUUM renumbers, given in the
-- order the items were made (search reads the newest matches by it). Triggers keep it in step with every
-- insert, change and delete, in the writer's own transaction.
ALTER TABLE "Comment" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';

CREATE TABLE search_rows (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    item TEXT NOT NULL,
    UNIQUE (kind, item)
);

-- Which version of app/lib/search-tokens.ts wrote the searchText columns (the migrator rewrites older ones).
CREATE TABLE search_state (version INTEGER NOT NULL);
INSERT INTO search_state (version) VALUES (0);

CREATE VIRTUAL TABLE search_post USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='2');
INSERT INTO search_rows (kind, item) SELECT 'post', "id" FROM "Post" ORDER BY "createdAt", "id";
INSERT INTO search_post (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Post" t ON t."id" = r.item WHERE r.kind = 'post';
CREATE TRIGGER search_post_insert AFTER INSERT ON "Post" BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('post', new."id");
    INSERT INTO search_post (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_post_update AFTER UPDATE OF "searchText" ON "Post" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_post WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'post' AND item = old."id");
    INSERT INTO search_post (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'post' AND item = new."id";
END;
CREATE TRIGGER search_post_delete AFTER DELETE ON "Post" BEGIN
    DELETE FROM search_post WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'post' AND item = old."id");
    DELETE FROM search_rows WHERE kind = 'post' AND item = old."id";
END;

CREATE VIRTUAL TABLE search_comment USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='2');
INSERT INTO search_rows (kind, item) SELECT 'comment', "id" FROM "Comment" ORDER BY "createdAt", "id";
INSERT INTO search_comment (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Comment" t ON t."id" = r.item WHERE r.kind = 'comment';
CREATE TRIGGER search_comment_insert AFTER INSERT ON "Comment" BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('comment', new."id");
    INSERT INTO search_comment (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_comment_update AFTER UPDATE OF "searchText" ON "Comment" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_comment WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'comment' AND item = old."id");
    INSERT INTO search_comment (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'comment' AND item = new."id";
END;
CREATE TRIGGER search_comment_delete AFTER DELETE ON "Comment" BEGIN
    DELETE FROM search_comment WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'comment' AND item = old."id");
    DELETE FROM search_rows WHERE kind = 'comment' AND item = old."id";
END;

CREATE VIRTUAL TABLE search_user USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='2');
INSERT INTO search_rows (kind, item) SELECT 'user', "id" FROM "User" ORDER BY "createdAt", "id";
INSERT INTO search_user (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "User" t ON t."id" = r.item WHERE r.kind = 'user';
CREATE TRIGGER search_user_insert AFTER INSERT ON "User" BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('user', new."id");
    INSERT INTO search_user (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_user_update AFTER UPDATE OF "searchText" ON "User" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_user WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'user' AND item = old."id");
    INSERT INTO search_user (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'user' AND item = new."id";
END;
CREATE TRIGGER search_user_delete AFTER DELETE ON "User" BEGIN
    DELETE FROM search_user WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'user' AND item = old."id");
    DELETE FROM search_rows WHERE kind = 'user' AND item = old."id";
END;

CREATE VIRTUAL TABLE search_event USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='2');
INSERT INTO search_rows (kind, item) SELECT 'event', "id" FROM "Event" ORDER BY "createdAt", "id";
INSERT INTO search_event (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Event" t ON t."id" = r.item WHERE r.kind = 'event';
CREATE TRIGGER search_event_insert AFTER INSERT ON "Event" BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('event', new."id");
    INSERT INTO search_event (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_event_update AFTER UPDATE OF "searchText" ON "Event" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_event WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'event' AND item = old."id");
    INSERT INTO search_event (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'event' AND item = new."id";
END;
CREATE TRIGGER search_event_delete AFTER DELETE ON "Event" BEGIN
    DELETE FROM search_event WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'event' AND item = old."id");
    DELETE FROM search_rows WHERE kind = 'event' AND item = old."id";
END;

CREATE VIRTUAL TABLE search_service USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='2');
INSERT INTO search_rows (kind, item) SELECT 'service', "id" FROM "Service" ORDER BY "createdAt", "id";
INSERT INTO search_service (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Service" t ON t."id" = r.item WHERE r.kind = 'service';
CREATE TRIGGER search_service_insert AFTER INSERT ON "Service" BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('service', new."id");
    INSERT INTO search_service (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_service_update AFTER UPDATE OF "searchText" ON "Service" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_service WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'service' AND item = old."id");
    INSERT INTO search_service (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'service' AND item = new."id";
END;
CREATE TRIGGER search_service_delete AFTER DELETE ON "Service" BEGIN
    DELETE FROM search_service WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'service' AND item = old."id");
    DELETE FROM search_rows WHERE kind = 'service' AND item = old."id";
END;
