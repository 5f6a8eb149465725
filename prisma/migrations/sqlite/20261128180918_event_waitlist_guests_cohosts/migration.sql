-- CreateTable
CREATE TABLE "EventWaitlist" (
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "guests" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("eventId", "userId"),
    CONSTRAINT "EventWaitlist_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EventWaitlist_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventCohost" (
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("eventId", "userId"),
    CONSTRAINT "EventCohost_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EventCohost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable: columns added in place (a rebuilt "Event" would lose the search index's triggers, decision 080)
ALTER TABLE "Event" ADD COLUMN "guestsAllowed" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Event" ADD COLUMN "waitingCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Rsvp" ADD COLUMN "guests" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "EventWaitlist_userId_idx" ON "EventWaitlist"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventWaitlist_eventId_position_key" ON "EventWaitlist"("eventId", "position");

-- CreateIndex
CREATE INDEX "EventCohost_userId_idx" ON "EventCohost"("userId");

