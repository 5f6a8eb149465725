-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "guestsAllowed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "waitingCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Rsvp" ADD COLUMN     "guests" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "EventWaitlist" (
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "guests" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventWaitlist_pkey" PRIMARY KEY ("eventId","userId")
);

-- CreateTable
CREATE TABLE "EventCohost" (
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventCohost_pkey" PRIMARY KEY ("eventId","userId")
);

-- CreateIndex
CREATE INDEX "EventWaitlist_userId_idx" ON "EventWaitlist"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventWaitlist_eventId_position_key" ON "EventWaitlist"("eventId", "position");

-- CreateIndex
CREATE INDEX "EventCohost_userId_idx" ON "EventCohost"("userId");

-- AddForeignKey
ALTER TABLE "EventWaitlist" ADD CONSTRAINT "EventWaitlist_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventWaitlist" ADD CONSTRAINT "EventWaitlist_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventCohost" ADD CONSTRAINT "EventCohost_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventCohost" ADD CONSTRAINT "EventCohost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

