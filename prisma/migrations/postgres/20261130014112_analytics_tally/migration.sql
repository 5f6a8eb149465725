-- Issue 48: the admin's analytics read every action of their range (21 million rows for 30 days at 10M posts, 37 s
-- to count each week's distinct active members). Now triggers keep the figures in the writer's transaction:
-- "DayTally" counts the rows of each kind made each UTC day (days since 1970; summed, the admin's totals), and
-- "ActiveWeek" holds each member once a week they act in (weeks since Monday 1969-12-29, so a week is Monday to
-- Sunday), its rows counted in "DayTally" as "active" on the week's Monday. A year of charts then reads a few
-- thousand rows. The day tally's triggers are named to run before the week's, so a write takes the day's row first.
-- CreateTable
CREATE TABLE "DayTally" (
    "kind" TEXT NOT NULL,
    "day" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "DayTally_pkey" PRIMARY KEY ("kind","day")
);

-- CreateTable
CREATE TABLE "ActiveWeek" (
    "week" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,

    CONSTRAINT "ActiveWeek_pkey" PRIMARY KEY ("week","userId")
);

-- CreateIndex
CREATE INDEX "ActiveWeek_userId_idx" ON "ActiveWeek"("userId");

-- AddForeignKey
ALTER TABLE "ActiveWeek" ADD CONSTRAINT "ActiveWeek_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- What is there already, before the triggers.
INSERT INTO "DayTally" ("kind", "day", "n")
SELECT 'signup', CAST(u."createdAt" AS DATE) - DATE '1970-01-01', COUNT(*) FROM "User" u GROUP BY 2
UNION ALL SELECT 'post.' || CAST(p."type" AS TEXT), CAST(p."createdAt" AS DATE) - DATE '1970-01-01', COUNT(*) FROM "Post" p GROUP BY 1, 2
UNION ALL SELECT 'event', CAST(e."createdAt" AS DATE) - DATE '1970-01-01', COUNT(*) FROM "Event" e GROUP BY 2
UNION ALL SELECT 'rsvp', CAST(r."createdAt" AS DATE) - DATE '1970-01-01', COUNT(*) FROM "Rsvp" r GROUP BY 2
UNION ALL SELECT 'service', CAST(s."createdAt" AS DATE) - DATE '1970-01-01', COUNT(*) FROM "Service" s GROUP BY 2;

INSERT INTO "ActiveWeek" ("week", "userId")
SELECT (CAST(p."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, p."authorId" FROM "Post" p
UNION SELECT (CAST(c."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, c."authorId" FROM "Comment" c
UNION SELECT (CAST(l."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, l."userId" FROM "Like" l
UNION SELECT (CAST(m."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, m."senderId" FROM "Message" m
UNION SELECT (CAST(r."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, r."userId" FROM "Rsvp" r
UNION SELECT (CAST(e."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, e."organizerId" FROM "Event" e;

INSERT INTO "DayTally" ("kind", "day", "n")
SELECT 'active', a."week" * 7 - 3, COUNT(*) FROM "ActiveWeek" a GROUP BY a."week";

-- The triggers that keep them.

-- TG_ARGV[0]: the kind. OLD is null on INSERT and NEW on DELETE (PostgreSQL 11+): their parts then count nothing.
CREATE FUNCTION day_tally_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n")
    SELECT TG_ARGV[0], k."day", SUM(k."d") FROM (
        SELECT CAST(OLD."createdAt" AS DATE) - DATE '1970-01-01' AS "day", -1 AS "d" WHERE TG_OP <> 'INSERT'
        UNION ALL SELECT CAST(NEW."createdAt" AS DATE) - DATE '1970-01-01', 1 WHERE TG_OP <> 'DELETE'
    ) k GROUP BY k."day" HAVING SUM(k."d") <> 0 ORDER BY k."day"
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "DayTally"."n" + excluded."n";
    RETURN NULL;
END $$;

CREATE FUNCTION post_day_tally_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n")
    SELECT k."kind", k."day", SUM(k."d") FROM (
        SELECT 'post.' || CAST(OLD."type" AS TEXT) AS "kind", CAST(OLD."createdAt" AS DATE) - DATE '1970-01-01' AS "day", -1 AS "d" WHERE TG_OP <> 'INSERT'
        UNION ALL SELECT 'post.' || CAST(NEW."type" AS TEXT), CAST(NEW."createdAt" AS DATE) - DATE '1970-01-01', 1 WHERE TG_OP <> 'DELETE'
    ) k GROUP BY k."kind", k."day" HAVING SUM(k."d") <> 0 ORDER BY k."kind", k."day"
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "DayTally"."n" + excluded."n";
    RETURN NULL;
END $$;

CREATE FUNCTION active_week_by_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(NEW."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, NEW."authorId")
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;

CREATE FUNCTION active_week_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(NEW."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, NEW."userId")
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;

CREATE FUNCTION active_week_by_sender() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(NEW."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, NEW."senderId")
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;

CREATE FUNCTION active_week_by_organizer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(NEW."createdAt" AS DATE) - DATE '1970-01-01' + 3) / 7, NEW."organizerId")
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;

CREATE FUNCTION active_week_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n")
    VALUES ('active', COALESCE(NEW."week", OLD."week") * 7 - 3, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "DayTally"."n" + excluded."n";
    RETURN NULL;
END $$;

CREATE TRIGGER analytics_day AFTER INSERT OR UPDATE OF "createdAt" OR DELETE ON "User"
    FOR EACH ROW EXECUTE FUNCTION day_tally_keep('signup');
CREATE TRIGGER analytics_day AFTER INSERT OR UPDATE OF "type", "createdAt" OR DELETE ON "Post"
    FOR EACH ROW EXECUTE FUNCTION post_day_tally_keep();
CREATE TRIGGER analytics_day AFTER INSERT OR UPDATE OF "createdAt" OR DELETE ON "Event"
    FOR EACH ROW EXECUTE FUNCTION day_tally_keep('event');
CREATE TRIGGER analytics_day AFTER INSERT OR UPDATE OF "createdAt" OR DELETE ON "Rsvp"
    FOR EACH ROW EXECUTE FUNCTION day_tally_keep('rsvp');
CREATE TRIGGER analytics_day AFTER INSERT OR UPDATE OF "createdAt" OR DELETE ON "Service"
    FOR EACH ROW EXECUTE FUNCTION day_tally_keep('service');
CREATE TRIGGER analytics_day AFTER INSERT OR DELETE ON "ActiveWeek"
    FOR EACH ROW EXECUTE FUNCTION active_week_tally();
CREATE TRIGGER analytics_week AFTER INSERT OR UPDATE OF "createdAt" ON "Post"
    FOR EACH ROW EXECUTE FUNCTION active_week_by_author();
CREATE TRIGGER analytics_week AFTER INSERT OR UPDATE OF "createdAt" ON "Comment"
    FOR EACH ROW EXECUTE FUNCTION active_week_by_author();
CREATE TRIGGER analytics_week AFTER INSERT OR UPDATE OF "createdAt" ON "Like"
    FOR EACH ROW EXECUTE FUNCTION active_week_by_user();
CREATE TRIGGER analytics_week AFTER INSERT OR UPDATE OF "createdAt" ON "Message"
    FOR EACH ROW EXECUTE FUNCTION active_week_by_sender();
CREATE TRIGGER analytics_week AFTER INSERT OR UPDATE OF "createdAt" ON "Rsvp"
    FOR EACH ROW EXECUTE FUNCTION active_week_by_user();
CREATE TRIGGER analytics_week AFTER INSERT OR UPDATE OF "createdAt" ON "Event"
    FOR EACH ROW EXECUTE FUNCTION active_week_by_organizer();
