-- CreateTable
CREATE TABLE "PlaceAlias" (
    "key" TEXT NOT NULL,
    "placeId" INTEGER NOT NULL,
    "countryCode" TEXT NOT NULL,
    "population" INTEGER NOT NULL,

    PRIMARY KEY ("key", "placeId"),
    CONSTRAINT "PlaceAlias_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PlaceAlias_key_population_idx" ON "PlaceAlias"("key", "population");

-- CreateIndex
CREATE INDEX "PlaceAlias_placeId_idx" ON "PlaceAlias"("placeId");

