-- Issue 44 (decision 080, seventh addendum): PostgreSQL's GIN index answers "which items hold these words" in no
-- order, so finding the newest 300 that hold a word read every item that holds it: a page of search cost in
-- proportion to the community (2-2.7x from 100,000 to 1,000,000 posts for a word in 0.3 % of them). Each kind of
-- item gets a window: a copy of the search vectors of every item created since search_window.since, with a
-- GIN index of its own, kept by triggers in the writer's transaction. Search reads the window first and the whole
-- index only for what is older, and only when the window held fewer than it needs. The hourly sweep moves
-- "since" forward so that a window holds about 100,000 items (SEARCH_WINDOW in app/models/search-window.server.ts);
-- here each window starts with the newest 100,000 items of its kind. A window has no index on "createdAt": with one,
-- the planner walked it newest first testing each row's words (20 ms for a two-word query), where its GIN index
-- gives the few hundred matches at once; the sweep sorts it once an hour instead.
CREATE TABLE search_window ("kind" TEXT PRIMARY KEY, "since" TIMESTAMP(3) NOT NULL);

CREATE TABLE search_window_post ("id" TEXT PRIMARY KEY, "createdAt" TIMESTAMP(3) NOT NULL, "searchVector" tsvector NOT NULL);
INSERT INTO search_window ("kind", "since") VALUES ('post', coalesce(
    (SELECT "createdAt" FROM "Post" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity'));
INSERT INTO search_window_post ("id", "createdAt", "searchVector") SELECT "id", "createdAt", "searchVector" FROM "Post"
    WHERE "createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'post');
CREATE INDEX search_window_post_words ON search_window_post USING gin ("searchVector");

CREATE FUNCTION search_window_post_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_post WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'post') THEN
        INSERT INTO search_window_post ("id", "createdAt", "searchVector") VALUES (NEW."id", NEW."createdAt", NEW."searchVector");
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER search_window_post_insert AFTER INSERT ON "Post" FOR EACH ROW EXECUTE FUNCTION search_window_post_keep();
CREATE TRIGGER search_window_post_update AFTER UPDATE OF "searchText", "createdAt", "id" ON "Post" FOR EACH ROW
    WHEN (NEW."searchVector" IS DISTINCT FROM OLD."searchVector" OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt" OR NEW."id" IS DISTINCT FROM OLD."id")
    EXECUTE FUNCTION search_window_post_keep();
CREATE TRIGGER search_window_post_delete AFTER DELETE ON "Post" FOR EACH ROW EXECUTE FUNCTION search_window_post_keep();

CREATE TABLE search_window_comment ("id" TEXT PRIMARY KEY, "createdAt" TIMESTAMP(3) NOT NULL, "searchVector" tsvector NOT NULL);
INSERT INTO search_window ("kind", "since") VALUES ('comment', coalesce(
    (SELECT "createdAt" FROM "Comment" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity'));
INSERT INTO search_window_comment ("id", "createdAt", "searchVector") SELECT "id", "createdAt", "searchVector" FROM "Comment"
    WHERE "createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'comment');
CREATE INDEX search_window_comment_words ON search_window_comment USING gin ("searchVector");

CREATE FUNCTION search_window_comment_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_comment WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'comment') THEN
        INSERT INTO search_window_comment ("id", "createdAt", "searchVector") VALUES (NEW."id", NEW."createdAt", NEW."searchVector");
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER search_window_comment_insert AFTER INSERT ON "Comment" FOR EACH ROW EXECUTE FUNCTION search_window_comment_keep();
CREATE TRIGGER search_window_comment_update AFTER UPDATE OF "searchText", "createdAt", "id" ON "Comment" FOR EACH ROW
    WHEN (NEW."searchVector" IS DISTINCT FROM OLD."searchVector" OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt" OR NEW."id" IS DISTINCT FROM OLD."id")
    EXECUTE FUNCTION search_window_comment_keep();
CREATE TRIGGER search_window_comment_delete AFTER DELETE ON "Comment" FOR EACH ROW EXECUTE FUNCTION search_window_comment_keep();

CREATE TABLE search_window_user ("id" TEXT PRIMARY KEY, "createdAt" TIMESTAMP(3) NOT NULL, "searchVector" tsvector NOT NULL);
INSERT INTO search_window ("kind", "since") VALUES ('user', coalesce(
    (SELECT "createdAt" FROM "User" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity'));
INSERT INTO search_window_user ("id", "createdAt", "searchVector") SELECT "id", "createdAt", "searchVector" FROM "User"
    WHERE "createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'user');
CREATE INDEX search_window_user_words ON search_window_user USING gin ("searchVector");

CREATE FUNCTION search_window_user_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_user WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'user') THEN
        INSERT INTO search_window_user ("id", "createdAt", "searchVector") VALUES (NEW."id", NEW."createdAt", NEW."searchVector");
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER search_window_user_insert AFTER INSERT ON "User" FOR EACH ROW EXECUTE FUNCTION search_window_user_keep();
CREATE TRIGGER search_window_user_update AFTER UPDATE OF "searchText", "createdAt", "id" ON "User" FOR EACH ROW
    WHEN (NEW."searchVector" IS DISTINCT FROM OLD."searchVector" OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt" OR NEW."id" IS DISTINCT FROM OLD."id")
    EXECUTE FUNCTION search_window_user_keep();
CREATE TRIGGER search_window_user_delete AFTER DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION search_window_user_keep();

CREATE TABLE search_window_event ("id" TEXT PRIMARY KEY, "createdAt" TIMESTAMP(3) NOT NULL, "searchVector" tsvector NOT NULL);
INSERT INTO search_window ("kind", "since") VALUES ('event', coalesce(
    (SELECT "createdAt" FROM "Event" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity'));
INSERT INTO search_window_event ("id", "createdAt", "searchVector") SELECT "id", "createdAt", "searchVector" FROM "Event"
    WHERE "createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'event');
CREATE INDEX search_window_event_words ON search_window_event USING gin ("searchVector");

CREATE FUNCTION search_window_event_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_event WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'event') THEN
        INSERT INTO search_window_event ("id", "createdAt", "searchVector") VALUES (NEW."id", NEW."createdAt", NEW."searchVector");
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER search_window_event_insert AFTER INSERT ON "Event" FOR EACH ROW EXECUTE FUNCTION search_window_event_keep();
CREATE TRIGGER search_window_event_update AFTER UPDATE OF "searchText", "createdAt", "id" ON "Event" FOR EACH ROW
    WHEN (NEW."searchVector" IS DISTINCT FROM OLD."searchVector" OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt" OR NEW."id" IS DISTINCT FROM OLD."id")
    EXECUTE FUNCTION search_window_event_keep();
CREATE TRIGGER search_window_event_delete AFTER DELETE ON "Event" FOR EACH ROW EXECUTE FUNCTION search_window_event_keep();

CREATE TABLE search_window_service ("id" TEXT PRIMARY KEY, "createdAt" TIMESTAMP(3) NOT NULL, "searchVector" tsvector NOT NULL);
INSERT INTO search_window ("kind", "since") VALUES ('service', coalesce(
    (SELECT "createdAt" FROM "Service" ORDER BY "createdAt" DESC OFFSET 100000 LIMIT 1), '-infinity'));
INSERT INTO search_window_service ("id", "createdAt", "searchVector") SELECT "id", "createdAt", "searchVector" FROM "Service"
    WHERE "createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'service');
CREATE INDEX search_window_service_words ON search_window_service USING gin ("searchVector");

CREATE FUNCTION search_window_service_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_window_service WHERE "id" = OLD."id";
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."createdAt" >= (SELECT "since" FROM search_window WHERE "kind" = 'service') THEN
        INSERT INTO search_window_service ("id", "createdAt", "searchVector") VALUES (NEW."id", NEW."createdAt", NEW."searchVector");
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER search_window_service_insert AFTER INSERT ON "Service" FOR EACH ROW EXECUTE FUNCTION search_window_service_keep();
CREATE TRIGGER search_window_service_update AFTER UPDATE OF "searchText", "createdAt", "id" ON "Service" FOR EACH ROW
    WHEN (NEW."searchVector" IS DISTINCT FROM OLD."searchVector" OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt" OR NEW."id" IS DISTINCT FROM OLD."id")
    EXECUTE FUNCTION search_window_service_keep();
CREATE TRIGGER search_window_service_delete AFTER DELETE ON "Service" FOR EACH ROW EXECUTE FUNCTION search_window_service_keep();
