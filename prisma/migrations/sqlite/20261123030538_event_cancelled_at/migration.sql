-- AlterTable
ALTER TABLE "Event" ADD COLUMN "cancelledAt" DATETIME;

