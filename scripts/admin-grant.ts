// `npm run admin:grant -- <email>`: gives an existing account the admin role.
export {};
const USAGE = `Usage: npm run admin:grant -- <email>

Gives the existing account with that email the admin role, in the database named by DATABASE_URL
(pending migrations are applied first).`;
const email = process.argv[2];
if (email === "--help" || email === "-h") {
  console.log(USAGE);
  process.exit(0);
}
if (!email || email.startsWith("-") || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(1);
}
const { migrate } = await import("../prisma/migrate");
const { DEFAULT_DATABASE_URL } = await import("../prisma/database-url");
await migrate(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
const { grantAdminByEmail } = await import("../app/models/accounts.server");
const { db } = await import("../app/server/db.server");
try {
  const user = await grantAdminByEmail(email);
  console.log(`${user.firstName} ${user.lastName} <${user.email}> is now an admin.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
