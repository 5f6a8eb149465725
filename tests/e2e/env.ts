// Shared by the Playwright config, the e2e server and the tests.
import { join } from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's database: a seeded SQLite file, or a PostgreSQL database when TEST_DATABASE_URL is set. */
export const E2E_URL_FILE = join(import.meta.dirname, "..", ".tmp", `e2e-database-url-${E2E_PORT}`);
/** Where the e2e server stores uploaded pictures (a test checks a deleted post's files are gone). */
export const E2E_UPLOADS_DIR = join(import.meta.dirname, "..", ".tmp", `e2e-uploads-${E2E_PORT}`);
