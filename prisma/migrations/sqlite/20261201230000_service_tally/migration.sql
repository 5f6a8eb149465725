-- Issue 48: a near list of one category or type walked each place of its area, and at city scale most places hold
-- none of a kind (Translation, requested: none of the 315 places within 100 km of the bench's member), so each
-- walk was an empty probe of an index of every service (16 µs each at ten million posts, 7.5 ms a page against
-- 3.3 at 100,000). "ServiceTally" counts each place's services by category and type, whatever their state;
-- the list walks only the places that hold some (decision 106). Triggers keep it in the writer's transaction.

-- CreateTable
CREATE TABLE "ServiceTally" (
    "placeId" INTEGER NOT NULL,
    "category" TEXT NOT NULL,
    "isOffering" BOOLEAN NOT NULL,
    "n" INTEGER NOT NULL,

    PRIMARY KEY ("placeId", "category", "isOffering")
);


-- What is there already, before the triggers.
INSERT INTO "ServiceTally" ("placeId", "category", "isOffering", "n")
SELECT s."placeId", s."category", s."isOffering", COUNT(*) FROM "Service" s
WHERE s."placeId" IS NOT NULL GROUP BY 1, 2, 3;

-- The triggers that keep them.
CREATE TRIGGER service_tally_insert AFTER INSERT ON "Service" WHEN NEW."placeId" IS NOT NULL BEGIN
    INSERT INTO "ServiceTally" ("placeId", "category", "isOffering", "n")
    VALUES (NEW."placeId", NEW."category", NEW."isOffering", 1)
    ON CONFLICT ("placeId", "category", "isOffering") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER service_tally_update AFTER UPDATE OF "placeId", "category", "isOffering" ON "Service" BEGIN
    INSERT INTO "ServiceTally" ("placeId", "category", "isOffering", "n")
    SELECT OLD."placeId", OLD."category", OLD."isOffering", -1 WHERE OLD."placeId" IS NOT NULL
    ON CONFLICT ("placeId", "category", "isOffering") DO UPDATE SET "n" = "n" + excluded."n";
    INSERT INTO "ServiceTally" ("placeId", "category", "isOffering", "n")
    SELECT NEW."placeId", NEW."category", NEW."isOffering", 1 WHERE NEW."placeId" IS NOT NULL
    ON CONFLICT ("placeId", "category", "isOffering") DO UPDATE SET "n" = "n" + excluded."n";
END;
CREATE TRIGGER service_tally_delete AFTER DELETE ON "Service" WHEN OLD."placeId" IS NOT NULL BEGIN
    INSERT INTO "ServiceTally" ("placeId", "category", "isOffering", "n")
    VALUES (OLD."placeId", OLD."category", OLD."isOffering", -1)
    ON CONFLICT ("placeId", "category", "isOffering") DO UPDATE SET "n" = "n" + excluded."n";
END;
