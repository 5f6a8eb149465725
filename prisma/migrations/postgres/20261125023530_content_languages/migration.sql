-- AlterTable
ALTER TABLE "User" ADD COLUMN     "languages" TEXT;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "language" TEXT;

