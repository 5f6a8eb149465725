-- The admin's members list filtered to the suspended, or to the admins (issue 48): a few rows among a million, read
-- newest first. Without these PostgreSQL walked every member by date to find them (2.2 s at a million members). It
-- reads one only for a statement with the value written in it, as the list's page of ids is (admin.server.ts).
-- Partial indexes are ours, not Prisma's (its schema cannot say them; prisma/introspect.ts leaves them out).
CREATE INDEX "User_suspended_createdAt_id_idx" ON "User" ("createdAt" DESC, "id" DESC) WHERE "status" = 'suspended';
CREATE INDEX "User_admin_createdAt_id_idx" ON "User" ("createdAt" DESC, "id" DESC) WHERE "role" = 'admin';
