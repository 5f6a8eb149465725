-- Issue 44 (decision 080): PostgreSQL's search index gets windows of the newest items. SQLite's FTS5 tables read
-- their matches newest first already and stop at what they need, so there is nothing to do here.
SELECT 1;
