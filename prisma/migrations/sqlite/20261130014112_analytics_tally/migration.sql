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

    PRIMARY KEY ("kind", "day")
);

-- CreateTable
CREATE TABLE "ActiveWeek" (
    "week" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,

    PRIMARY KEY ("week", "userId"),
    CONSTRAINT "ActiveWeek_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ActiveWeek_userId_idx" ON "ActiveWeek"("userId");


-- What is there already, before the triggers.
INSERT INTO "DayTally" ("kind", "day", "n")
SELECT 'signup', CAST(julianday(substr(u."createdAt", 1, 10)) - 2440587.5 AS INTEGER), COUNT(*) FROM "User" u GROUP BY 2
UNION ALL SELECT 'post.' || p."type", CAST(julianday(substr(p."createdAt", 1, 10)) - 2440587.5 AS INTEGER), COUNT(*) FROM "Post" p GROUP BY 1, 2
UNION ALL SELECT 'event', CAST(julianday(substr(e."createdAt", 1, 10)) - 2440587.5 AS INTEGER), COUNT(*) FROM "Event" e GROUP BY 2
UNION ALL SELECT 'rsvp', CAST(julianday(substr(r."createdAt", 1, 10)) - 2440587.5 AS INTEGER), COUNT(*) FROM "Rsvp" r GROUP BY 2
UNION ALL SELECT 'service', CAST(julianday(substr(s."createdAt", 1, 10)) - 2440587.5 AS INTEGER), COUNT(*) FROM "Service" s GROUP BY 2;

INSERT INTO "ActiveWeek" ("week", "userId")
SELECT (CAST(julianday(substr(p."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, p."authorId" FROM "Post" p
UNION SELECT (CAST(julianday(substr(c."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, c."authorId" FROM "Comment" c
UNION SELECT (CAST(julianday(substr(l."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, l."userId" FROM "Like" l
UNION SELECT (CAST(julianday(substr(m."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, m."senderId" FROM "Message" m
UNION SELECT (CAST(julianday(substr(r."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, r."userId" FROM "Rsvp" r
UNION SELECT (CAST(julianday(substr(e."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, e."organizerId" FROM "Event" e;

INSERT INTO "DayTally" ("kind", "day", "n")
SELECT 'active', a."week" * 7 - 3, COUNT(*) FROM "ActiveWeek" a GROUP BY a."week";

CREATE TRIGGER analytics_day_user_insert AFTER INSERT ON "User" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('signup', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_user_update AFTER UPDATE OF "createdAt" ON "User" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('signup', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('signup', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_user_delete AFTER DELETE ON "User" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('signup', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER analytics_day_post_insert AFTER INSERT ON "Post" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('post.' || NEW."type", CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_post_update AFTER UPDATE OF "type", "createdAt" ON "Post" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('post.' || OLD."type", CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('post.' || NEW."type", CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_post_delete AFTER DELETE ON "Post" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('post.' || OLD."type", CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER analytics_day_event_insert AFTER INSERT ON "Event" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('event', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_event_update AFTER UPDATE OF "createdAt" ON "Event" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('event', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('event', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_event_delete AFTER DELETE ON "Event" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('event', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER analytics_day_rsvp_insert AFTER INSERT ON "Rsvp" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('rsvp', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_rsvp_update AFTER UPDATE OF "createdAt" ON "Rsvp" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('rsvp', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('rsvp', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_rsvp_delete AFTER DELETE ON "Rsvp" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('rsvp', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER analytics_day_service_insert AFTER INSERT ON "Service" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('service', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_service_update AFTER UPDATE OF "createdAt" ON "Service" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('service', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('service', CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER), 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_service_delete AFTER DELETE ON "Service" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('service', CAST(julianday(substr(OLD."createdAt", 1, 10)) - 2440587.5 AS INTEGER), -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER analytics_day_activeweek_insert AFTER INSERT ON "ActiveWeek" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('active', NEW."week" * 7 - 3, 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_day_activeweek_delete AFTER DELETE ON "ActiveWeek" BEGIN
    INSERT INTO "DayTally" ("kind", "day", "n") VALUES ('active', OLD."week" * 7 - 3, -1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER analytics_week_post_insert AFTER INSERT ON "Post" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."authorId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_post_update AFTER UPDATE OF "createdAt" ON "Post" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."authorId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_comment_insert AFTER INSERT ON "Comment" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."authorId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_comment_update AFTER UPDATE OF "createdAt" ON "Comment" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."authorId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_like_insert AFTER INSERT ON "Like" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."userId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_like_update AFTER UPDATE OF "createdAt" ON "Like" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."userId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_message_insert AFTER INSERT ON "Message" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."senderId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_message_update AFTER UPDATE OF "createdAt" ON "Message" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."senderId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_rsvp_insert AFTER INSERT ON "Rsvp" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."userId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_rsvp_update AFTER UPDATE OF "createdAt" ON "Rsvp" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."userId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_event_insert AFTER INSERT ON "Event" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."organizerId")
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER analytics_week_event_update AFTER UPDATE OF "createdAt" ON "Event" BEGIN
    INSERT INTO "ActiveWeek" ("week", "userId") VALUES ((CAST(julianday(substr(NEW."createdAt", 1, 10)) - 2440587.5 AS INTEGER) + 3) / 7, NEW."organizerId")
    ON CONFLICT DO NOTHING;
END;
