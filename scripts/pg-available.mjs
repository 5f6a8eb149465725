// Exits 0 when a PostgreSQL server answers at the given URL (used by .ci/run).
import pg from "pg";

const USAGE =
  "Usage: node scripts/pg-available.mjs <postgresql://user@host:port/database>\n\nExits 0 when the server answers, 1 when it does not.";
const url = process.argv[2];
if (url === "--help" || url === "-h") {
  console.log(USAGE);
  process.exit(0);
}
if (!url) {
  console.error(USAGE);
  process.exit(2);
}

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query("SELECT 1");
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
