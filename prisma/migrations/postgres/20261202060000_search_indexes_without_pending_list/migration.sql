-- Issue 48 (decision 108): search's GIN indexes take each new item's words into the index itself, not into a
-- pending list. With fastupdate on (PostgreSQL's default), an insert appends its entries to a list that every
-- search reads whole, beside the index, until the insert that takes it past gin_pending_list_limit (4 MB) merges it
-- into the index inside that member's statement. A live community keeps the lists between empty and full: a
-- seeded one of 100,000 posts held 500 pages on each index a search reads ("lübeck" on the questions tab read 500
-- pages from the window's list for 65 matches; a word nobody wrote cost 38-48 ms, 20 once the lists were merged),
-- and the merge (50-170 ms here, more under load) falls on the member whose post or sign-up happens to fill a list.
-- Without the list, each insert writes its few entries where they belong: a steady cost per item, none per search.
DO $$
DECLARE gin_index regclass;
BEGIN
    FOR gin_index IN SELECT c.oid::regclass FROM pg_class c
            JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'i' AND am.amname = 'gin' AND n.nspname = current_schema()
    LOOP
        EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', gin_index);
        -- What a list holds stays until merged: merged now, so no search reads it again.
        PERFORM gin_clean_pending_list(gin_index);
    END LOOP;
END $$;
