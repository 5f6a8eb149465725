-- DropIndex
DROP INDEX "User_status_idx";

