-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "coverUrl" TEXT;

