-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "userAgent" TEXT;

