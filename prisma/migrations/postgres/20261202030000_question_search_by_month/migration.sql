-- Issue 48 (decision 107): search reads the questions older than their window a month at a time, newest first,
-- and stops at the month that gives it a page (app/models/search-window.server.ts, monthsSql). One GIN index
-- of the words gives every older question that holds them, in no order, and expands a prefix over all of them:
-- "nigerian grocery" at ten million posts read 13,029 entries of 'nigerian' & 'grocery':* (60 ms) and fetched
-- 7,063 questions to keep 197. This index holds each question's words with its month written before each one
-- ('202611grocery'), so a month's read, and a prefix's expansion, read that month's entries only.

-- A month as six digits: 202611. The same function names the month on both sides (index and read).
CREATE FUNCTION search_month(at timestamp) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lpad(CAST(CAST(extract(year FROM at) * 100 + extract(month FROM at) AS integer) AS text), 6, '0') $$;

-- The vector's words, each after its item's month (no positions: a phrase is checked on the vector itself).
CREATE FUNCTION search_month_vector(vector tsvector, at timestamp) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(ARRAY(SELECT search_month(at) || u.lexeme FROM unnest(vector) u)) $$;

CREATE INDEX search_question_month ON "Post" USING gin (search_month_vector("searchVector", "createdAt"))
  WHERE "type" = 'advice';
