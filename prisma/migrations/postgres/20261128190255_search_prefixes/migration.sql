-- Issue 44 (decision 080): SQLite's search tables get prefix indexes up to 16 characters. PostgreSQL's GIN index
-- reads a prefix (kreuz:*) from its own ordered entries and needs nothing; the last word's first 16 characters are
-- searched on both, so that they answer the same.
SELECT 1;
