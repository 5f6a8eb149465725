-- Issue 48: posts and questions shared one window (search_window_post, and search_window_comment for their
-- comments), and search reads the newest 300 matches of a window (SEARCH_CANDIDATES). When the newest 300 that held
-- a word were all questions, the Posts tab found no post at all. Each window row now says whether it is a question
-- (a post of type 'advice') or one of its answers, and search reads the newest 300 of its own side: the tiers'
-- GIN indexes give every match of the tier, and the flag is tested on those. A post's type never changes, so the
-- flag is written once, with the row.
ALTER TABLE search_window_post ADD COLUMN "question" BOOLEAN NOT NULL DEFAULT false;
UPDATE search_window_post w SET "question" = true FROM "Post" p WHERE p."id" = w."id" AND p."type" = 'advice';
ALTER TABLE search_window_comment ADD COLUMN "question" BOOLEAN NOT NULL DEFAULT false;
UPDATE search_window_comment w SET "question" = true
    FROM "Comment" c JOIN "Post" p ON p."id" = c."postId" WHERE c."id" = w."id" AND p."type" = 'advice';

CREATE OR REPLACE FUNCTION search_window_post_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_post WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = 'post';
        IF NEW."createdAt" >= edge."since2" THEN
            INSERT INTO search_window_post ("id", "createdAt", "searchVector", "tier", "question") VALUES (NEW."id", NEW."createdAt",
                NEW."searchVector", CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END,
                NEW."type" = 'advice');
        END IF;
    END IF;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_window_comment_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_comment WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = 'comment';
        IF NEW."createdAt" >= edge."since2" THEN
            INSERT INTO search_window_comment ("id", "createdAt", "searchVector", "tier", "question") VALUES (NEW."id", NEW."createdAt",
                NEW."searchVector", CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END,
                coalesce((SELECT p."type" = 'advice' FROM "Post" p WHERE p."id" = NEW."postId"), false));
        END IF;
    END IF;
    RETURN NULL;
END $$;
