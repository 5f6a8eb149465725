-- Issue 48: the admin's "Active Events" counted every upcoming event that is not cancelled (400,000 rows, 190 ms
-- at city scale, a second a request under load). "DayTally" now also counts, as "event.on", the events not
-- cancelled on each UTC day of their date: the upcoming ones are the days after today summed, and today's read
-- from the date index. Triggers keep it in the writer's transaction, like analytics_tally's.

-- What is there already, before the triggers.
INSERT INTO "DayTally" ("kind", "day", "n")
SELECT 'event.on', CAST(julianday(substr(e."eventDate", 1, 10)) - 2440587.5 AS INTEGER), COUNT(*) FROM "Event" e
WHERE e."cancelledAt" IS NULL GROUP BY 2;

-- The triggers that keep them.
CREATE TRIGGER analytics_day_on_insert AFTER INSERT ON "Event" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") SELECT 'event.on', CAST(julianday(substr(NEW."eventDate", 1, 10)) - 2440587.5 AS INTEGER), 1 WHERE NEW."cancelledAt" IS NULL
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_on_update AFTER UPDATE OF "eventDate", "cancelledAt" ON "Event" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") SELECT 'event.on', CAST(julianday(substr(OLD."eventDate", 1, 10)) - 2440587.5 AS INTEGER), -1 WHERE OLD."cancelledAt" IS NULL
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
    INSERT INTO "DayTally" ("kind", "day", "n") SELECT 'event.on', CAST(julianday(substr(NEW."eventDate", 1, 10)) - 2440587.5 AS INTEGER), 1 WHERE NEW."cancelledAt" IS NULL
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_on_delete AFTER DELETE ON "Event" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") SELECT 'event.on', CAST(julianday(substr(OLD."eventDate", 1, 10)) - 2440587.5 AS INTEGER), -1 WHERE OLD."cancelledAt" IS NULL
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
