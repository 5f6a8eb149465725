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
    "movingPlaceId" INTEGER,
    "movingLabel" TEXT,
    "movingMonth" TEXT,
    "welcomeHelper" BOOLEAN NOT NULL DEFAULT false,
    "bio" TEXT,
    "skills" TEXT NOT NULL DEFAULT '[]',
    "interests" TEXT NOT NULL DEFAULT '[]',
    "role" TEXT NOT NULL DEFAULT 'member',
    "status" TEXT NOT NULL DEFAULT 'active',
    "emailVerifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("bio", "countryOfOrigin", "createdAt", "currentLocation", "email", "emailVerifiedAt", "firstName", "id", "interests", "lastName", "passwordHash", "placeAskedAt", "placeId", "profileImageUrl", "role", "searchText", "skills", "status", "updatedAt") SELECT "bio", "countryOfOrigin", "createdAt", "currentLocation", "email", "emailVerifiedAt", "firstName", "id", "interests", "lastName", "passwordHash", "placeAskedAt", "placeId", "profileImageUrl", "role", "searchText", "skills", "status", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");
CREATE INDEX "User_countryOfOrigin_currentLocation_createdAt_id_idx" ON "User"("countryOfOrigin", "currentLocation", "createdAt", "id");
CREATE INDEX "User_countryOfOrigin_createdAt_id_idx" ON "User"("countryOfOrigin", "createdAt", "id");
CREATE INDEX "User_currentLocation_createdAt_id_idx" ON "User"("currentLocation", "createdAt", "id");
CREATE INDEX "User_placeId_createdAt_id_idx" ON "User"("placeId", "createdAt", "id");
CREATE INDEX "User_countryOfOrigin_placeId_createdAt_id_idx" ON "User"("countryOfOrigin", "placeId", "createdAt", "id");
CREATE INDEX "User_placeId_welcomeHelper_createdAt_id_idx" ON "User"("placeId", "welcomeHelper", "createdAt", "id");
CREATE TABLE "new_CircleChoice" (
    "userId" TEXT NOT NULL,
    "circleId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "byMove" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "circleId"),
    CONSTRAINT "CircleChoice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CircleChoice" ("circleId", "createdAt", "state", "userId") SELECT "circleId", "createdAt", "state", "userId" FROM "CircleChoice";
DROP TABLE "CircleChoice";
ALTER TABLE "new_CircleChoice" RENAME TO "CircleChoice";
CREATE INDEX "CircleChoice_circleId_state_createdAt_idx" ON "CircleChoice"("circleId", "state", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

