-- Issue 48: posts and questions shared one index (search_post, and search_comment for their comments), and search
-- reads the newest 300 matches of an index (SEARCH_CANDIDATES). When the newest 300 that held a word were all
-- questions, the Posts tab found no post at all, and the Advice filter (2,000 entries, FILTER_SCAN_CAP) missed
-- older questions behind common words of posts. Questions (posts of type 'advice') and their answers now have
-- indexes of their own, search_question and search_answer, each read newest first by its own window. The entries
-- keep their rowids (search_rows.id, only the kind changes), so their order stays the order they were made. A
-- post's type never changes, so an item's index is chosen once, when it is made; changes and deletes look in both.
CREATE VIRTUAL TABLE search_question USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
CREATE VIRTUAL TABLE search_answer USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');

UPDATE search_rows SET kind = 'question'
    WHERE kind = 'post' AND item IN (SELECT "id" FROM "Post" WHERE "type" = 'advice');
UPDATE search_rows SET kind = 'answer'
    WHERE kind = 'comment' AND item IN (SELECT c."id" FROM "Comment" c JOIN "Post" p ON p."id" = c."postId" WHERE p."type" = 'advice');
DELETE FROM search_post WHERE rowid IN (SELECT id FROM search_rows WHERE kind = 'question');
DELETE FROM search_comment WHERE rowid IN (SELECT id FROM search_rows WHERE kind = 'answer');
INSERT INTO search_question (rowid, doc)
    SELECT r.id, t."searchText" FROM search_rows r JOIN "Post" t ON t."id" = r.item WHERE r.kind = 'question' ORDER BY r.id;
INSERT INTO search_answer (rowid, doc)
    SELECT r.id, t."searchText" FROM search_rows r JOIN "Comment" t ON t."id" = r.item WHERE r.kind = 'answer' ORDER BY r.id;

DROP TRIGGER search_post_insert;
DROP TRIGGER search_post_update;
DROP TRIGGER search_post_delete;
CREATE TRIGGER search_post_insert AFTER INSERT ON "Post" WHEN new."type" <> 'advice' BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('post', new."id");
    INSERT INTO search_post (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_question_insert AFTER INSERT ON "Post" WHEN new."type" = 'advice' BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('question', new."id");
    INSERT INTO search_question (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_post_update AFTER UPDATE OF "searchText" ON "Post" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_post WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'post' AND item = old."id");
    INSERT INTO search_post (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'post' AND item = new."id";
    DELETE FROM search_question WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'question' AND item = old."id");
    INSERT INTO search_question (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'question' AND item = new."id";
END;
CREATE TRIGGER search_post_delete AFTER DELETE ON "Post" BEGIN
    DELETE FROM search_post WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'post' AND item = old."id");
    DELETE FROM search_question WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'question' AND item = old."id");
    DELETE FROM search_rows WHERE kind IN ('post', 'question') AND item = old."id";
END;

DROP TRIGGER search_comment_insert;
DROP TRIGGER search_comment_update;
DROP TRIGGER search_comment_delete;
CREATE TRIGGER search_comment_insert AFTER INSERT ON "Comment"
    WHEN (SELECT "type" FROM "Post" WHERE "id" = new."postId") IS NOT 'advice' BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('comment', new."id");
    INSERT INTO search_comment (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_answer_insert AFTER INSERT ON "Comment"
    WHEN (SELECT "type" FROM "Post" WHERE "id" = new."postId") IS 'advice' BEGIN
    INSERT INTO search_rows (kind, item) VALUES ('answer', new."id");
    INSERT INTO search_answer (rowid, doc) VALUES (last_insert_rowid(), new."searchText");
END;
CREATE TRIGGER search_comment_update AFTER UPDATE OF "searchText" ON "Comment" WHEN new."searchText" <> old."searchText" BEGIN
    DELETE FROM search_comment WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'comment' AND item = old."id");
    INSERT INTO search_comment (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'comment' AND item = new."id";
    DELETE FROM search_answer WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'answer' AND item = old."id");
    INSERT INTO search_answer (rowid, doc) SELECT id, new."searchText" FROM search_rows WHERE kind = 'answer' AND item = new."id";
END;
CREATE TRIGGER search_comment_delete AFTER DELETE ON "Comment" BEGIN
    DELETE FROM search_comment WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'comment' AND item = old."id");
    DELETE FROM search_answer WHERE rowid = (SELECT id FROM search_rows WHERE kind = 'answer' AND item = old."id");
    DELETE FROM search_rows WHERE kind IN ('comment', 'answer') AND item = old."id";
END;
