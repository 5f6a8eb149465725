-- CreateTable
CREATE TABLE "Place" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "altName" TEXT,
    "nameKey" TEXT NOT NULL,
    "altKey" TEXT,
    "countryCode" TEXT NOT NULL,
    "region" TEXT,
    "lat" REAL NOT NULL,
    "lon" REAL NOT NULL,
    "timeZone" TEXT NOT NULL,
    "population" INTEGER NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "profileImageUrl" TEXT,
    "countryOfOrigin" TEXT,
    "currentLocation" TEXT,
    "placeId" INTEGER,
    "placeAskedAt" DATETIME,
    "bio" TEXT,
    "skills" TEXT NOT NULL DEFAULT '[]',
    "interests" TEXT NOT NULL DEFAULT '[]',
    "role" TEXT NOT NULL DEFAULT 'member',
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("bio", "countryOfOrigin", "createdAt", "currentLocation", "email", "firstName", "id", "interests", "lastName", "passwordHash", "profileImageUrl", "role", "searchText", "skills", "status", "updatedAt") SELECT "bio", "countryOfOrigin", "createdAt", "currentLocation", "email", "firstName", "id", "interests", "lastName", "passwordHash", "profileImageUrl", "role", "searchText", "skills", "status", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");
CREATE INDEX "User_countryOfOrigin_currentLocation_createdAt_id_idx" ON "User"("countryOfOrigin", "currentLocation", "createdAt", "id");
CREATE INDEX "User_countryOfOrigin_createdAt_id_idx" ON "User"("countryOfOrigin", "createdAt", "id");
CREATE INDEX "User_currentLocation_createdAt_id_idx" ON "User"("currentLocation", "createdAt", "id");
CREATE INDEX "User_placeId_createdAt_id_idx" ON "User"("placeId", "createdAt", "id");
CREATE TABLE "new_Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizerId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "location" TEXT,
    "placeId" INTEGER,
    "isVirtual" BOOLEAN NOT NULL DEFAULT false,
    "eventDate" DATETIME NOT NULL,
    "maxAttendees" INTEGER,
    "attendeesCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "cancelledAt" DATETIME,
    "searchText" TEXT NOT NULL DEFAULT '',
    "hiddenAt" DATETIME,
    CONSTRAINT "Event_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Event_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Event" ("attendeesCount", "cancelledAt", "createdAt", "description", "eventDate", "hiddenAt", "id", "isVirtual", "location", "maxAttendees", "organizerId", "searchText", "title", "updatedAt") SELECT "attendeesCount", "cancelledAt", "createdAt", "description", "eventDate", "hiddenAt", "id", "isVirtual", "location", "maxAttendees", "organizerId", "searchText", "title", "updatedAt" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE INDEX "Event_eventDate_id_idx" ON "Event"("eventDate", "id");
CREATE INDEX "Event_organizerId_idx" ON "Event"("organizerId");
CREATE INDEX "Event_placeId_eventDate_id_idx" ON "Event"("placeId", "eventDate", "id");
CREATE TABLE "new_Service" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "providerId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "price" TEXT,
    "location" TEXT,
    "placeId" INTEGER,
    "isRemote" BOOLEAN NOT NULL DEFAULT false,
    "isOffering" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "ratingSum" INTEGER NOT NULL DEFAULT 0,
    "reviewsCount" INTEGER NOT NULL DEFAULT 0,
    "hiddenAt" DATETIME,
    CONSTRAINT "Service_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Service_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Service" ("category", "createdAt", "description", "hiddenAt", "id", "isOffering", "isRemote", "location", "price", "providerId", "ratingSum", "reviewsCount", "searchText", "title", "updatedAt") SELECT "category", "createdAt", "description", "hiddenAt", "id", "isOffering", "isRemote", "location", "price", "providerId", "ratingSum", "reviewsCount", "searchText", "title", "updatedAt" FROM "Service";
DROP TABLE "Service";
ALTER TABLE "new_Service" RENAME TO "Service";
CREATE INDEX "Service_createdAt_id_idx" ON "Service"("createdAt", "id");
CREATE INDEX "Service_category_createdAt_idx" ON "Service"("category", "createdAt");
CREATE INDEX "Service_isOffering_createdAt_idx" ON "Service"("isOffering", "createdAt");
CREATE INDEX "Service_providerId_idx" ON "Service"("providerId");
CREATE INDEX "Service_category_isOffering_createdAt_id_idx" ON "Service"("category", "isOffering", "createdAt", "id");
CREATE INDEX "Service_placeId_createdAt_id_idx" ON "Service"("placeId", "createdAt", "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Place_nameKey_population_idx" ON "Place"("nameKey", "population");

-- CreateIndex
CREATE INDEX "Place_altKey_population_idx" ON "Place"("altKey", "population");

-- CreateIndex
CREATE INDEX "Place_lat_lon_idx" ON "Place"("lat", "lon");

