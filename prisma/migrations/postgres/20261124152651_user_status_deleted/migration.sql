-- AlterEnum
ALTER TYPE "UserStatus" ADD VALUE 'deleted';

