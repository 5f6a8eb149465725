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

    CONSTRAINT "ServiceTally_pkey" PRIMARY KEY ("placeId","category","isOffering")
);


-- What is there already, before the triggers.
INSERT INTO "ServiceTally" ("placeId", "category", "isOffering", "n")
SELECT s."placeId", s."category", s."isOffering", COUNT(*) FROM "Service" s
WHERE s."placeId" IS NOT NULL GROUP BY 1, 2, 3;

-- The trigger that keeps them. OLD is null on INSERT and NEW on DELETE (PostgreSQL 11+): their parts then count
-- nothing. Keys in order, so two writers lock shared rows in the same order.
CREATE FUNCTION service_tally_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "ServiceTally" ("placeId", "category", "isOffering", "n")
    SELECT k."placeId", k."category", k."isOffering", SUM(k."d") FROM (
        SELECT OLD."placeId" AS "placeId", OLD."category" AS "category", OLD."isOffering" AS "isOffering", -1 AS "d"
        WHERE TG_OP <> 'INSERT' AND OLD."placeId" IS NOT NULL
        UNION ALL SELECT NEW."placeId", NEW."category", NEW."isOffering", 1
        WHERE TG_OP <> 'DELETE' AND NEW."placeId" IS NOT NULL
    ) k GROUP BY 1, 2, 3 HAVING SUM(k."d") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("placeId", "category", "isOffering") DO UPDATE SET "n" = "ServiceTally"."n" + excluded."n";
    RETURN NULL;
END $$;
CREATE TRIGGER service_tally AFTER INSERT OR UPDATE OF "placeId", "category", "isOffering" OR DELETE ON "Service"
    FOR EACH ROW EXECUTE FUNCTION service_tally_keep();
