-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "name" TEXT,
ADD COLUMN     "scope" TEXT;

