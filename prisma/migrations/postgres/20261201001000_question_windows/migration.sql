-- Issue 48 (decision 102): questions and their answers get windows of their own. Migration question_search marked
-- each row of the posts' and comments' windows with its side, and search read one side of the shared tiers. But
-- the tiers are sized by all posts (comments): questions are a fifth of the bench's posts, so their side of the
-- newest million posts held some 200,000 questions, and a phrase in few of them ("nigerian grocery") read every
-- older question that held it (126 ms at city scale, where the window had answered at once). Each side is now a
-- window like the others, in tiers of its own newest 10,000, 100,000 and 1,000,000 items, swept by the same hourly
-- sweep; the older read of a side is its own partial GIN index (posts) or the comments' index with each match's
-- post tested (comments): olderSide in app/models/search-window.server.ts, which was questionSide.
DELETE FROM search_window_post WHERE "question";
ALTER TABLE search_window_post DROP COLUMN "question";
DELETE FROM search_window_comment WHERE "question";
ALTER TABLE search_window_comment DROP COLUMN "question";

CREATE TABLE search_window_question ("id" TEXT PRIMARY KEY, "createdAt" TIMESTAMP(3) NOT NULL, "searchVector" tsvector NOT NULL,
    "tier" SMALLINT NOT NULL DEFAULT 0);
INSERT INTO search_window ("kind", "since0", "since1", "since2") SELECT 'question',
    coalesce((SELECT "createdAt" FROM "Post" WHERE "type" = 'advice' ORDER BY "createdAt" DESC OFFSET 10000 LIMIT 1), '-infinity'),
    coalesce((SELECT "createdAt" FROM "Post" WHERE "type" = 'advice' ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity'),
    coalesce((SELECT "createdAt" FROM "Post" WHERE "type" = 'advice' ORDER BY "createdAt" DESC OFFSET 1000000 LIMIT 1), '-infinity');
INSERT INTO search_window_question ("id", "createdAt", "searchVector", "tier")
    SELECT t."id", t."createdAt", t."searchVector",
        CASE WHEN t."createdAt" >= w."since0" THEN 0 WHEN t."createdAt" >= w."since1" THEN 1 ELSE 2 END
    FROM "Post" t CROSS JOIN search_window w WHERE w."kind" = 'question' AND t."type" = 'advice' AND t."createdAt" >= w."since2";
CREATE INDEX search_window_question_tier0 ON search_window_question USING gin ("searchVector") WHERE "tier" = 0;
CREATE INDEX search_window_question_tier1 ON search_window_question USING gin ("searchVector") WHERE "tier" = 1;
CREATE INDEX search_window_question_tier2 ON search_window_question USING gin ("searchVector") WHERE "tier" = 2;

CREATE TABLE search_window_answer ("id" TEXT PRIMARY KEY, "createdAt" TIMESTAMP(3) NOT NULL, "searchVector" tsvector NOT NULL,
    "tier" SMALLINT NOT NULL DEFAULT 0);
INSERT INTO search_window ("kind", "since0", "since1", "since2") SELECT 'answer',
    coalesce((SELECT c."createdAt" FROM "Comment" c JOIN "Post" p ON p."id" = c."postId" WHERE p."type" = 'advice'
        ORDER BY c."createdAt" DESC OFFSET 10000 LIMIT 1), '-infinity'),
    coalesce((SELECT c."createdAt" FROM "Comment" c JOIN "Post" p ON p."id" = c."postId" WHERE p."type" = 'advice'
        ORDER BY c."createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity'),
    coalesce((SELECT c."createdAt" FROM "Comment" c JOIN "Post" p ON p."id" = c."postId" WHERE p."type" = 'advice'
        ORDER BY c."createdAt" DESC OFFSET 1000000 LIMIT 1), '-infinity');
INSERT INTO search_window_answer ("id", "createdAt", "searchVector", "tier")
    SELECT t."id", t."createdAt", t."searchVector",
        CASE WHEN t."createdAt" >= w."since0" THEN 0 WHEN t."createdAt" >= w."since1" THEN 1 ELSE 2 END
    FROM "Comment" t JOIN "Post" p ON p."id" = t."postId" CROSS JOIN search_window w
    WHERE w."kind" = 'answer' AND p."type" = 'advice' AND t."createdAt" >= w."since2";
CREATE INDEX search_window_answer_tier0 ON search_window_answer USING gin ("searchVector") WHERE "tier" = 0;
CREATE INDEX search_window_answer_tier1 ON search_window_answer USING gin ("searchVector") WHERE "tier" = 1;
CREATE INDEX search_window_answer_tier2 ON search_window_answer USING gin ("searchVector") WHERE "tier" = 2;

-- A row goes to its side's window, by the tiers of that window; a change or a delete looks in both.
CREATE OR REPLACE FUNCTION search_window_post_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
DECLARE new_tier SMALLINT;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_post WHERE "id" = OLD."id";
        DELETE FROM search_window_question WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = CASE WHEN NEW."type" = 'advice' THEN 'question' ELSE 'post' END;
        IF NEW."createdAt" >= edge."since2" THEN
            new_tier := CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END;
            IF NEW."type" = 'advice' THEN
                INSERT INTO search_window_question ("id", "createdAt", "searchVector", "tier")
                    VALUES (NEW."id", NEW."createdAt", NEW."searchVector", new_tier);
            ELSE
                INSERT INTO search_window_post ("id", "createdAt", "searchVector", "tier")
                    VALUES (NEW."id", NEW."createdAt", NEW."searchVector", new_tier);
            END IF;
        END IF;
    END IF;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_window_comment_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
DECLARE new_tier SMALLINT;
DECLARE is_answer BOOLEAN;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_comment WHERE "id" = OLD."id";
        DELETE FROM search_window_answer WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        is_answer := coalesce((SELECT p."type" = 'advice' FROM "Post" p WHERE p."id" = NEW."postId"), false);
        SELECT * INTO edge FROM search_window WHERE "kind" = CASE WHEN is_answer THEN 'answer' ELSE 'comment' END;
        IF NEW."createdAt" >= edge."since2" THEN
            new_tier := CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END;
            IF is_answer THEN
                INSERT INTO search_window_answer ("id", "createdAt", "searchVector", "tier")
                    VALUES (NEW."id", NEW."createdAt", NEW."searchVector", new_tier);
            ELSE
                INSERT INTO search_window_comment ("id", "createdAt", "searchVector", "tier")
                    VALUES (NEW."id", NEW."createdAt", NEW."searchVector", new_tier);
            END IF;
        END IF;
    END IF;
    RETURN NULL;
END $$;
