-- Issue 44 (decision 080): a prefix query ("Kreuz" → kreuz*) that has no prefix index of its own length makes FTS5
-- merge the doclists of every indexed word with that beginning in full, before reading a row: its cost grew with the
-- community (14 M instructions at 1,000,000 posts for "kreuz*", 2.5 M at 100,000). With an index for each length up
-- to 16 characters it reads newest first and stops at what it needs; a longer last word is searched by its first 16
-- characters (app/lib/search-tokens.ts). The tables are made again with the same rowids; the triggers name them
-- and need no change.

DROP TABLE search_post;
CREATE VIRTUAL TABLE search_post USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
INSERT INTO search_post (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Post" t ON t."id" = r.item WHERE r.kind = 'post' ORDER BY r.id;

DROP TABLE search_comment;
CREATE VIRTUAL TABLE search_comment USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
INSERT INTO search_comment (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Comment" t ON t."id" = r.item WHERE r.kind = 'comment' ORDER BY r.id;

DROP TABLE search_user;
CREATE VIRTUAL TABLE search_user USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
INSERT INTO search_user (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "User" t ON t."id" = r.item WHERE r.kind = 'user' ORDER BY r.id;

DROP TABLE search_event;
CREATE VIRTUAL TABLE search_event USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
INSERT INTO search_event (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Event" t ON t."id" = r.item WHERE r.kind = 'event' ORDER BY r.id;

DROP TABLE search_service;
CREATE VIRTUAL TABLE search_service USING fts5(doc, content='', contentless_delete=1, tokenize='ascii', prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
INSERT INTO search_service (rowid, doc) SELECT r.id, t."searchText" FROM search_rows r JOIN "Service" t ON t."id" = r.item WHERE r.kind = 'service' ORDER BY r.id;
