-- AlterTable
ALTER TABLE "Session" ADD COLUMN "name" TEXT;
ALTER TABLE "Session" ADD COLUMN "scope" TEXT;

