-- Issue 48 (decision 107): every kind's items older than its window are read a month at a time, newest first, as
-- questions' are since migration question_search_by_month: each kind's words written after its items' month, in a
-- GIN index of its own (posts apart from questions, as their older reads are; comments and answers in one, as they
-- share a table and their side is a join). A word nobody wrote walked a whole table by date at ten million posts
-- (people: 8.5 s), where PostgreSQL took it for common; a month without it costs a few index pages.
CREATE INDEX search_post_month ON "Post" USING gin (search_month_vector("searchVector", "createdAt"))
  WHERE "type" <> 'advice';
CREATE INDEX search_comment_month ON "Comment" USING gin (search_month_vector("searchVector", "createdAt"));
CREATE INDEX search_user_month ON "User" USING gin (search_month_vector("searchVector", "createdAt"));
CREATE INDEX search_event_month ON "Event" USING gin (search_month_vector("searchVector", "createdAt"));
CREATE INDEX search_service_month ON "Service" USING gin (search_month_vector("searchVector", "createdAt"));

-- Where the months begin and end (the other tables have an index on "createdAt" already).
CREATE INDEX "Comment_createdAt_idx" ON "Comment"("createdAt");
CREATE INDEX "Event_createdAt_idx" ON "Event"("createdAt");
