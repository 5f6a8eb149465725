-- Issue 48: the admin's "Active Events" counted every upcoming event that is not cancelled (400,000 rows, 190 ms
-- at city scale, a second a request under load). "DayTally" now also counts, as "event.on", the events not
-- cancelled on each UTC day of their date: the upcoming ones are the days after today summed, and today's read
-- from the date index. Triggers keep it in the writer's transaction, like analytics_tally's.

-- What is there already, before the triggers.
INSERT INTO "DayTally" ("kind", "day", "n")
SELECT 'event.on', CAST(e."eventDate" AS DATE) - DATE '1970-01-01', COUNT(*) FROM "Event" e
WHERE e."cancelledAt" IS NULL GROUP BY 2;

-- The triggers that keep them.

-- OLD is null on INSERT and NEW on DELETE (PostgreSQL 11+): their parts then count nothing.
CREATE FUNCTION event_on_tally_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n")
    SELECT 'event.on', k."day", SUM(k."d") FROM (
        SELECT CAST(OLD."eventDate" AS DATE) - DATE '1970-01-01' AS "day", -1 AS "d"
        WHERE TG_OP <> 'INSERT' AND OLD."cancelledAt" IS NULL
        UNION ALL SELECT CAST(NEW."eventDate" AS DATE) - DATE '1970-01-01', 1
        WHERE TG_OP <> 'DELETE' AND NEW."cancelledAt" IS NULL
    ) k GROUP BY k."day" HAVING SUM(k."d") <> 0 ORDER BY k."day"
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "DayTally"."n" + excluded."n";
    RETURN NULL;
END $$;

-- After analytics_day, before analytics_week: a row's triggers run by name.
CREATE TRIGGER analytics_day_on AFTER INSERT OR UPDATE OF "eventDate", "cancelledAt" OR DELETE ON "Event"
    FOR EACH ROW EXECUTE FUNCTION event_on_tally_keep();
