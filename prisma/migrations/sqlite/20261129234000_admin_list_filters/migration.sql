-- The admin's members list filtered to the suspended, or to the admins (issue 48): a few rows among many, read newest
-- first, as on PostgreSQL. SQLite reads a partial index only for a statement with the value written in it, as the
-- list's page of ids is (admin.server.ts).
CREATE INDEX "User_suspended_createdAt_id_idx" ON "User" ("createdAt" DESC, "id" DESC) WHERE "status" = 'suspended';
CREATE INDEX "User_admin_createdAt_id_idx" ON "User" ("createdAt" DESC, "id" DESC) WHERE "role" = 'admin';
