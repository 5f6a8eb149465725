-- AlterTable
ALTER TABLE "Image" ADD COLUMN     "placeholder" TEXT;

