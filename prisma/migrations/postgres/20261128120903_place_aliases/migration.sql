-- CreateTable
CREATE TABLE "PlaceAlias" (
    "key" TEXT NOT NULL,
    "placeId" INTEGER NOT NULL,
    "countryCode" TEXT NOT NULL,
    "population" INTEGER NOT NULL,

    CONSTRAINT "PlaceAlias_pkey" PRIMARY KEY ("key","placeId")
);

-- CreateIndex
CREATE INDEX "PlaceAlias_key_population_idx" ON "PlaceAlias"("key", "population");

-- CreateIndex
CREATE INDEX "PlaceAlias_placeId_idx" ON "PlaceAlias"("placeId");

-- AddForeignKey
ALTER TABLE "PlaceAlias" ADD CONSTRAINT "PlaceAlias_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place"("id") ON DELETE CASCADE ON UPDATE CASCADE;

