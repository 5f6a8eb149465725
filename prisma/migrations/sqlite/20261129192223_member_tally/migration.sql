-- Issue 48: a circle's member count read every member of the circle (25,000 rows and 128 ms for a homeland in a
-- city at a million members). Each active member counts once in each homeland-and-city key of their profile: their
-- homelands (either) in their city, their homelands anywhere (placeId 0), their city ("" homeland) and the whole
-- community ("", 0: the home page's figures read these rows instead of counting every member). Triggers keep
-- the counts in the writer's transaction: one statement adds the new keys and takes away the old, in key order (so
-- two writers lock shared rows in the same order).
-- CreateTable
CREATE TABLE "MemberTally" (
    "homeland" TEXT NOT NULL,
    "placeId" INTEGER NOT NULL,
    "members" INTEGER NOT NULL,

    PRIMARY KEY ("homeland", "placeId")
);

-- CreateIndex
CREATE INDEX "MemberTally_homeland_members_idx" ON "MemberTally"("homeland", "members");

-- CreateIndex
CREATE INDEX "MemberTally_placeId_members_idx" ON "MemberTally"("placeId", "members");

INSERT INTO "MemberTally" ("homeland", "placeId", "members")
SELECT k."h", k."p", COUNT(*) FROM (
    SELECT "id", "countryOfOrigin" AS "h", "placeId" AS "p" FROM "User" WHERE "status" = 'active' AND "countryOfOrigin" <> '' AND "placeId" IS NOT NULL
    UNION SELECT "id", "secondHomeland", "placeId" FROM "User" WHERE "status" = 'active' AND "secondHomeland" <> '' AND "placeId" IS NOT NULL
    UNION SELECT "id", "countryOfOrigin", 0 FROM "User" WHERE "status" = 'active' AND "countryOfOrigin" <> ''
    UNION SELECT "id", "secondHomeland", 0 FROM "User" WHERE "status" = 'active' AND "secondHomeland" <> ''
    UNION SELECT "id", '', "placeId" FROM "User" WHERE "status" = 'active' AND "placeId" IS NOT NULL
    UNION SELECT "id", '', 0 FROM "User" WHERE "status" = 'active'
) k GROUP BY k."h", k."p";

CREATE TRIGGER member_tally_insert AFTER INSERT ON "User" BEGIN
    INSERT INTO "MemberTally" ("homeland", "placeId", "members")
    SELECT k."h", k."p", SUM(k."d") FROM (
        SELECT n."h", n."p", 1 AS "d" FROM (
            SELECT NEW."countryOfOrigin" AS "h", NEW."placeId" AS "p" WHERE NEW."countryOfOrigin" <> '' AND NEW."placeId" IS NOT NULL
            UNION SELECT NEW."secondHomeland", NEW."placeId" WHERE NEW."secondHomeland" <> '' AND NEW."placeId" IS NOT NULL
            UNION SELECT NEW."countryOfOrigin", 0 WHERE NEW."countryOfOrigin" <> ''
            UNION SELECT NEW."secondHomeland", 0 WHERE NEW."secondHomeland" <> ''
            UNION SELECT '', NEW."placeId" WHERE NEW."placeId" IS NOT NULL
            UNION SELECT '', 0) n WHERE NEW."status" = 'active'
    ) k WHERE true GROUP BY k."h", k."p" HAVING SUM(k."d") <> 0 ORDER BY k."h", k."p"
    ON CONFLICT ("homeland", "placeId") DO UPDATE SET "members" = "MemberTally"."members" + excluded."members";
END;
CREATE TRIGGER member_tally_update AFTER UPDATE OF "countryOfOrigin", "secondHomeland", "placeId", "status" ON "User" BEGIN
    INSERT INTO "MemberTally" ("homeland", "placeId", "members")
    SELECT k."h", k."p", SUM(k."d") FROM (
        SELECT o."h", o."p", -1 AS "d" FROM (
            SELECT OLD."countryOfOrigin" AS "h", OLD."placeId" AS "p" WHERE OLD."countryOfOrigin" <> '' AND OLD."placeId" IS NOT NULL
            UNION SELECT OLD."secondHomeland", OLD."placeId" WHERE OLD."secondHomeland" <> '' AND OLD."placeId" IS NOT NULL
            UNION SELECT OLD."countryOfOrigin", 0 WHERE OLD."countryOfOrigin" <> ''
            UNION SELECT OLD."secondHomeland", 0 WHERE OLD."secondHomeland" <> ''
            UNION SELECT '', OLD."placeId" WHERE OLD."placeId" IS NOT NULL
            UNION SELECT '', 0) o WHERE OLD."status" = 'active'
        UNION ALL
        SELECT n."h", n."p", 1 AS "d" FROM (
            SELECT NEW."countryOfOrigin" AS "h", NEW."placeId" AS "p" WHERE NEW."countryOfOrigin" <> '' AND NEW."placeId" IS NOT NULL
            UNION SELECT NEW."secondHomeland", NEW."placeId" WHERE NEW."secondHomeland" <> '' AND NEW."placeId" IS NOT NULL
            UNION SELECT NEW."countryOfOrigin", 0 WHERE NEW."countryOfOrigin" <> ''
            UNION SELECT NEW."secondHomeland", 0 WHERE NEW."secondHomeland" <> ''
            UNION SELECT '', NEW."placeId" WHERE NEW."placeId" IS NOT NULL
            UNION SELECT '', 0) n WHERE NEW."status" = 'active'
    ) k WHERE true GROUP BY k."h", k."p" HAVING SUM(k."d") <> 0 ORDER BY k."h", k."p"
    ON CONFLICT ("homeland", "placeId") DO UPDATE SET "members" = "MemberTally"."members" + excluded."members";
END;
CREATE TRIGGER member_tally_delete AFTER DELETE ON "User" BEGIN
    INSERT INTO "MemberTally" ("homeland", "placeId", "members")
    SELECT k."h", k."p", SUM(k."d") FROM (
        SELECT o."h", o."p", -1 AS "d" FROM (
            SELECT OLD."countryOfOrigin" AS "h", OLD."placeId" AS "p" WHERE OLD."countryOfOrigin" <> '' AND OLD."placeId" IS NOT NULL
            UNION SELECT OLD."secondHomeland", OLD."placeId" WHERE OLD."secondHomeland" <> '' AND OLD."placeId" IS NOT NULL
            UNION SELECT OLD."countryOfOrigin", 0 WHERE OLD."countryOfOrigin" <> ''
            UNION SELECT OLD."secondHomeland", 0 WHERE OLD."secondHomeland" <> ''
            UNION SELECT '', OLD."placeId" WHERE OLD."placeId" IS NOT NULL
            UNION SELECT '', 0) o WHERE OLD."status" = 'active'
    ) k WHERE true GROUP BY k."h", k."p" HAVING SUM(k."d") <> 0 ORDER BY k."h", k."p"
    ON CONFLICT ("homeland", "placeId") DO UPDATE SET "members" = "MemberTally"."members" + excluded."members";
END;
