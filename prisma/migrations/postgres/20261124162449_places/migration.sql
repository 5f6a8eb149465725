-- AlterTable
ALTER TABLE "User" ADD COLUMN     "placeAskedAt" TIMESTAMP(3),
ADD COLUMN     "placeId" INTEGER;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "placeId" INTEGER;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "placeId" INTEGER;

-- CreateTable
CREATE TABLE "Place" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "altName" TEXT,
    "nameKey" TEXT NOT NULL,
    "altKey" TEXT,
    "countryCode" TEXT NOT NULL,
    "region" TEXT,
    "lat" DOUBLE PRECISION NOT NULL,
    "lon" DOUBLE PRECISION NOT NULL,
    "timeZone" TEXT NOT NULL,
    "population" INTEGER NOT NULL,

    CONSTRAINT "Place_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Place_nameKey_population_idx" ON "Place"("nameKey", "population");

-- CreateIndex
CREATE INDEX "Place_altKey_population_idx" ON "Place"("altKey", "population");

-- CreateIndex
CREATE INDEX "Place_lat_lon_idx" ON "Place"("lat", "lon");

-- CreateIndex
CREATE INDEX "User_placeId_createdAt_id_idx" ON "User"("placeId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Event_placeId_eventDate_id_idx" ON "Event"("placeId", "eventDate", "id");

-- CreateIndex
CREATE INDEX "Service_placeId_createdAt_id_idx" ON "Service"("placeId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Service" ADD CONSTRAINT "Service_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place"("id") ON DELETE SET NULL ON UPDATE CASCADE;

