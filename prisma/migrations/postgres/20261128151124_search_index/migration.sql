-- The search index (decision 080). The words of each item are its "searchText" column, written by the model in
-- the same statement as the text (app/lib/search-tokens.ts): tokens already folded and split, separated by
-- spaces. search_vector reads them as they are, with their positions (phrases), without a text-search parser
-- or dictionary: SQLite's index reads the same tokens, so both databases find the same items. A generated
-- column keeps each item's vector, computed in the writer's statement, with a GIN index per kind of item.
ALTER TABLE "Comment" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION search_vector(doc text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(
        '''' || replace(replace(left(word, 100), '\', '\\'), '''', '''''') || ''':' || least(position, 16383), ' '
    )::tsvector, ''::tsvector)
    FROM unnest(string_to_array(doc, ' ')) WITH ORDINALITY AS words(word, position)
    WHERE word <> ''
$$;

-- Which version of app/lib/search-tokens.ts wrote the searchText columns (the migrator rewrites older ones).
CREATE TABLE search_state (version INTEGER NOT NULL);
INSERT INTO search_state (version) VALUES (0);

ALTER TABLE "Post" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (search_vector("searchText")) STORED;
CREATE INDEX search_post ON "Post" USING gin ("searchVector");

ALTER TABLE "Comment" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (search_vector("searchText")) STORED;
CREATE INDEX search_comment ON "Comment" USING gin ("searchVector");

ALTER TABLE "User" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (search_vector("searchText")) STORED;
CREATE INDEX search_user ON "User" USING gin ("searchVector");

ALTER TABLE "Event" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (search_vector("searchText")) STORED;
CREATE INDEX search_event ON "Event" USING gin ("searchVector");

ALTER TABLE "Service" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (search_vector("searchText")) STORED;
CREATE INDEX search_service ON "Service" USING gin ("searchVector");
