-- Issue 48: at ten million posts search read every match in the window of the newest 100,000 items (migration
-- search_windows), or, for a word in fewer than 300 of them, every older match in the whole index: "Kreuz" read
-- 17,375 events of the window, and "nigerian grocery", in 40 of the newest posts, read 33,460 older ones (5 s)
-- or walked the posts newest first testing each (1.2 s). Each window is now three tiers, each with a GIN index of
-- its own (a partial index on "tier"): 0 from the 10,000th newest item ("since0", the old "since"), 1 from the
-- 100,000th ("since1"), 2 from the 1,000,000th ("since2"). Search reads a tier only when the newer ones gave fewer
-- than it needs, so it reads at most about ten times what it keeps, and the whole index only for a word in fewer
-- than 300 of the newest million. The hourly sweep moves each edge forward, moves rows down a tier and deletes
-- what is older than "since2" (app/models/search-window.server.ts).
ALTER TABLE search_window RENAME COLUMN "since" TO "since0";
ALTER TABLE search_window ADD COLUMN "since1" TIMESTAMP(3);
ALTER TABLE search_window ADD COLUMN "since2" TIMESTAMP(3);

UPDATE search_window SET
    "since1" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Post" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity')),
    "since2" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Post" ORDER BY "createdAt" DESC OFFSET 1000000 LIMIT 1), '-infinity'))
    WHERE "kind" = 'post';
UPDATE search_window SET "since0" = GREATEST("since1", coalesce(
    (SELECT "createdAt" FROM "Post" ORDER BY "createdAt" DESC OFFSET 10000 LIMIT 1), '-infinity')) WHERE "kind" = 'post';
ALTER TABLE search_window_post ADD COLUMN "tier" SMALLINT NOT NULL DEFAULT 0;
INSERT INTO search_window_post ("id", "createdAt", "searchVector")
    SELECT "id", "createdAt", "searchVector" FROM "Post"
    WHERE "createdAt" >= (SELECT "since2" FROM search_window WHERE "kind" = 'post')
    ON CONFLICT ("id") DO NOTHING;
UPDATE search_window_post r SET "tier" = CASE WHEN r."createdAt" >= w."since0" THEN 0 WHEN r."createdAt" >= w."since1" THEN 1 ELSE 2 END
    FROM search_window w WHERE w."kind" = 'post' AND r."createdAt" < w."since0";
DELETE FROM search_window_post WHERE "createdAt" < (SELECT "since2" FROM search_window WHERE "kind" = 'post');
DROP INDEX search_window_post_words;
CREATE INDEX search_window_post_tier0 ON search_window_post USING gin ("searchVector") WHERE "tier" = 0;
CREATE INDEX search_window_post_tier1 ON search_window_post USING gin ("searchVector") WHERE "tier" = 1;
CREATE INDEX search_window_post_tier2 ON search_window_post USING gin ("searchVector") WHERE "tier" = 2;

CREATE OR REPLACE FUNCTION search_window_post_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_post WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = 'post';
        IF NEW."createdAt" >= edge."since2" THEN
            INSERT INTO search_window_post ("id", "createdAt", "searchVector", "tier") VALUES (NEW."id", NEW."createdAt",
                NEW."searchVector", CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END);
        END IF;
    END IF;
    RETURN NULL;
END $$;

UPDATE search_window SET
    "since1" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Comment" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity')),
    "since2" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Comment" ORDER BY "createdAt" DESC OFFSET 1000000 LIMIT 1), '-infinity'))
    WHERE "kind" = 'comment';
UPDATE search_window SET "since0" = GREATEST("since1", coalesce(
    (SELECT "createdAt" FROM "Comment" ORDER BY "createdAt" DESC OFFSET 10000 LIMIT 1), '-infinity')) WHERE "kind" = 'comment';
ALTER TABLE search_window_comment ADD COLUMN "tier" SMALLINT NOT NULL DEFAULT 0;
INSERT INTO search_window_comment ("id", "createdAt", "searchVector")
    SELECT "id", "createdAt", "searchVector" FROM "Comment"
    WHERE "createdAt" >= (SELECT "since2" FROM search_window WHERE "kind" = 'comment')
    ON CONFLICT ("id") DO NOTHING;
UPDATE search_window_comment r SET "tier" = CASE WHEN r."createdAt" >= w."since0" THEN 0 WHEN r."createdAt" >= w."since1" THEN 1 ELSE 2 END
    FROM search_window w WHERE w."kind" = 'comment' AND r."createdAt" < w."since0";
DELETE FROM search_window_comment WHERE "createdAt" < (SELECT "since2" FROM search_window WHERE "kind" = 'comment');
DROP INDEX search_window_comment_words;
CREATE INDEX search_window_comment_tier0 ON search_window_comment USING gin ("searchVector") WHERE "tier" = 0;
CREATE INDEX search_window_comment_tier1 ON search_window_comment USING gin ("searchVector") WHERE "tier" = 1;
CREATE INDEX search_window_comment_tier2 ON search_window_comment USING gin ("searchVector") WHERE "tier" = 2;

CREATE OR REPLACE FUNCTION search_window_comment_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_comment WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = 'comment';
        IF NEW."createdAt" >= edge."since2" THEN
            INSERT INTO search_window_comment ("id", "createdAt", "searchVector", "tier") VALUES (NEW."id", NEW."createdAt",
                NEW."searchVector", CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END);
        END IF;
    END IF;
    RETURN NULL;
END $$;

UPDATE search_window SET
    "since1" = LEAST("since0", coalesce((SELECT "createdAt" FROM "User" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity')),
    "since2" = LEAST("since0", coalesce((SELECT "createdAt" FROM "User" ORDER BY "createdAt" DESC OFFSET 1000000 LIMIT 1), '-infinity'))
    WHERE "kind" = 'user';
UPDATE search_window SET "since0" = GREATEST("since1", coalesce(
    (SELECT "createdAt" FROM "User" ORDER BY "createdAt" DESC OFFSET 10000 LIMIT 1), '-infinity')) WHERE "kind" = 'user';
ALTER TABLE search_window_user ADD COLUMN "tier" SMALLINT NOT NULL DEFAULT 0;
INSERT INTO search_window_user ("id", "createdAt", "searchVector")
    SELECT "id", "createdAt", "searchVector" FROM "User"
    WHERE "createdAt" >= (SELECT "since2" FROM search_window WHERE "kind" = 'user')
    ON CONFLICT ("id") DO NOTHING;
UPDATE search_window_user r SET "tier" = CASE WHEN r."createdAt" >= w."since0" THEN 0 WHEN r."createdAt" >= w."since1" THEN 1 ELSE 2 END
    FROM search_window w WHERE w."kind" = 'user' AND r."createdAt" < w."since0";
DELETE FROM search_window_user WHERE "createdAt" < (SELECT "since2" FROM search_window WHERE "kind" = 'user');
DROP INDEX search_window_user_words;
CREATE INDEX search_window_user_tier0 ON search_window_user USING gin ("searchVector") WHERE "tier" = 0;
CREATE INDEX search_window_user_tier1 ON search_window_user USING gin ("searchVector") WHERE "tier" = 1;
CREATE INDEX search_window_user_tier2 ON search_window_user USING gin ("searchVector") WHERE "tier" = 2;

CREATE OR REPLACE FUNCTION search_window_user_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_user WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = 'user';
        IF NEW."createdAt" >= edge."since2" THEN
            INSERT INTO search_window_user ("id", "createdAt", "searchVector", "tier") VALUES (NEW."id", NEW."createdAt",
                NEW."searchVector", CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END);
        END IF;
    END IF;
    RETURN NULL;
END $$;

UPDATE search_window SET
    "since1" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Event" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity')),
    "since2" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Event" ORDER BY "createdAt" DESC OFFSET 1000000 LIMIT 1), '-infinity'))
    WHERE "kind" = 'event';
UPDATE search_window SET "since0" = GREATEST("since1", coalesce(
    (SELECT "createdAt" FROM "Event" ORDER BY "createdAt" DESC OFFSET 10000 LIMIT 1), '-infinity')) WHERE "kind" = 'event';
ALTER TABLE search_window_event ADD COLUMN "tier" SMALLINT NOT NULL DEFAULT 0;
INSERT INTO search_window_event ("id", "createdAt", "searchVector")
    SELECT "id", "createdAt", "searchVector" FROM "Event"
    WHERE "createdAt" >= (SELECT "since2" FROM search_window WHERE "kind" = 'event')
    ON CONFLICT ("id") DO NOTHING;
UPDATE search_window_event r SET "tier" = CASE WHEN r."createdAt" >= w."since0" THEN 0 WHEN r."createdAt" >= w."since1" THEN 1 ELSE 2 END
    FROM search_window w WHERE w."kind" = 'event' AND r."createdAt" < w."since0";
DELETE FROM search_window_event WHERE "createdAt" < (SELECT "since2" FROM search_window WHERE "kind" = 'event');
DROP INDEX search_window_event_words;
CREATE INDEX search_window_event_tier0 ON search_window_event USING gin ("searchVector") WHERE "tier" = 0;
CREATE INDEX search_window_event_tier1 ON search_window_event USING gin ("searchVector") WHERE "tier" = 1;
CREATE INDEX search_window_event_tier2 ON search_window_event USING gin ("searchVector") WHERE "tier" = 2;

CREATE OR REPLACE FUNCTION search_window_event_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_event WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = 'event';
        IF NEW."createdAt" >= edge."since2" THEN
            INSERT INTO search_window_event ("id", "createdAt", "searchVector", "tier") VALUES (NEW."id", NEW."createdAt",
                NEW."searchVector", CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END);
        END IF;
    END IF;
    RETURN NULL;
END $$;

UPDATE search_window SET
    "since1" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Service" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity')),
    "since2" = LEAST("since0", coalesce((SELECT "createdAt" FROM "Service" ORDER BY "createdAt" DESC OFFSET 1000000 LIMIT 1), '-infinity'))
    WHERE "kind" = 'service';
UPDATE search_window SET "since0" = GREATEST("since1", coalesce(
    (SELECT "createdAt" FROM "Service" ORDER BY "createdAt" DESC OFFSET 10000 LIMIT 1), '-infinity')) WHERE "kind" = 'service';
ALTER TABLE search_window_service ADD COLUMN "tier" SMALLINT NOT NULL DEFAULT 0;
INSERT INTO search_window_service ("id", "createdAt", "searchVector")
    SELECT "id", "createdAt", "searchVector" FROM "Service"
    WHERE "createdAt" >= (SELECT "since2" FROM search_window WHERE "kind" = 'service')
    ON CONFLICT ("id") DO NOTHING;
UPDATE search_window_service r SET "tier" = CASE WHEN r."createdAt" >= w."since0" THEN 0 WHEN r."createdAt" >= w."since1" THEN 1 ELSE 2 END
    FROM search_window w WHERE w."kind" = 'service' AND r."createdAt" < w."since0";
DELETE FROM search_window_service WHERE "createdAt" < (SELECT "since2" FROM search_window WHERE "kind" = 'service');
DROP INDEX search_window_service_words;
CREATE INDEX search_window_service_tier0 ON search_window_service USING gin ("searchVector") WHERE "tier" = 0;
CREATE INDEX search_window_service_tier1 ON search_window_service USING gin ("searchVector") WHERE "tier" = 1;
CREATE INDEX search_window_service_tier2 ON search_window_service USING gin ("searchVector") WHERE "tier" = 2;

CREATE OR REPLACE FUNCTION search_window_service_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE edge search_window%ROWTYPE;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_service WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
        SELECT * INTO edge FROM search_window WHERE "kind" = 'service';
        IF NEW."createdAt" >= edge."since2" THEN
            INSERT INTO search_window_service ("id", "createdAt", "searchVector", "tier") VALUES (NEW."id", NEW."createdAt",
                NEW."searchVector", CASE WHEN NEW."createdAt" >= edge."since0" THEN 0 WHEN NEW."createdAt" >= edge."since1" THEN 1 ELSE 2 END);
        END IF;
    END IF;
    RETURN NULL;
END $$;

ALTER TABLE search_window ALTER COLUMN "since1" SET NOT NULL;
ALTER TABLE search_window ALTER COLUMN "since2" SET NOT NULL;
