-- Issue 48 (decision 107's addendum): where each kind's walk of older months ends, kept in its window's row. The walk
-- (monthsSql) read the table's oldest and newest "createdAt" in two subqueries of its own, and PostgreSQL planned
-- each on every search (a table of 6 to 14 indexes each time; twenty in a search of every kind). "oldest" is at or
-- before every item of the kind: lowered by the insert or backdating of an older item, never raised (a deleted
-- oldest item leaves a month or a few without matches in the walk, a few index pages each). The walk's other end,
-- the newest item's date where an edge was ahead of every item, is tomorrow's now (no item is dated ahead of now).
ALTER TABLE search_window ADD COLUMN "oldest" TIMESTAMP(3);
UPDATE search_window w SET "oldest" = CASE w."kind"
    WHEN 'post' THEN (SELECT min("createdAt") FROM "Post" WHERE "type" <> 'advice')
    WHEN 'question' THEN (SELECT min("createdAt") FROM "Post" WHERE "type" = 'advice')
    WHEN 'comment' THEN (SELECT min("createdAt") FROM "Comment")
    WHEN 'answer' THEN (SELECT min("createdAt") FROM "Comment")
    WHEN 'user' THEN (SELECT min("createdAt") FROM "User")
    WHEN 'event' THEN (SELECT min("createdAt") FROM "Event")
    WHEN 'service' THEN (SELECT min("createdAt") FROM "Service")
END;

-- The kinds a table's row may be (its arguments): a post lowers both sides' ends, as a comment does, which keeps
-- the trigger free of the lookup that would say its side. An item newer than the end, every new item, writes nothing.
CREATE FUNCTION search_window_oldest_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE search_window SET "oldest" = NEW."createdAt"
        WHERE "kind" = ANY (TG_ARGV) AND ("oldest" IS NULL OR "oldest" > NEW."createdAt");
    RETURN NULL;
END $$;
CREATE TRIGGER search_window_oldest_post AFTER INSERT OR UPDATE OF "createdAt" ON "Post" FOR EACH ROW
    EXECUTE FUNCTION search_window_oldest_keep('post', 'question');
CREATE TRIGGER search_window_oldest_comment AFTER INSERT OR UPDATE OF "createdAt" ON "Comment" FOR EACH ROW
    EXECUTE FUNCTION search_window_oldest_keep('comment', 'answer');
CREATE TRIGGER search_window_oldest_user AFTER INSERT OR UPDATE OF "createdAt" ON "User" FOR EACH ROW
    EXECUTE FUNCTION search_window_oldest_keep('user');
CREATE TRIGGER search_window_oldest_event AFTER INSERT OR UPDATE OF "createdAt" ON "Event" FOR EACH ROW
    EXECUTE FUNCTION search_window_oldest_keep('event');
CREATE TRIGGER search_window_oldest_service AFTER INSERT OR UPDATE OF "createdAt" ON "Service" FOR EACH ROW
    EXECUTE FUNCTION search_window_oldest_keep('service');
