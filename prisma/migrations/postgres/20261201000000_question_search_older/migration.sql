-- Issue 48 (decision 102): search reads the questions' side and the other posts' side of the posts' window apart
-- (migration question_search), and, when the window's tiers hold fewer than a page of a side's matches, the older
-- posts of that side from the posts' GIN index. That index held both sides, so a phrase common in posts and rare
-- in questions ("nigerian grocery" at city scale) read every post that held it for the questions' side, and ran
-- past the statement timeout (2 s). Each side now has a partial GIN index of its own, whose predicate is the
-- side's condition in the older read (app/models/search-window.server.ts, questionSide).
DROP INDEX search_post;
CREATE INDEX search_post ON "Post" USING gin ("searchVector") WHERE "type" <> 'advice';
CREATE INDEX search_question ON "Post" USING gin ("searchVector") WHERE "type" = 'advice';
