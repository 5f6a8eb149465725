-- Issue 48 (PostgreSQL's search windows get tiers). SQLite's FTS5 tables read their matches newest first
-- and stop, so there is nothing to do here.
SELECT 1;
