// The production server on a fresh, seeded database for the end-to-end suite.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { setPasswordHashCostForTests } from "../../app/server/password-hash.server";
import { prepareDatabase } from "../../scripts/setup";
import { TEST_PASSWORD_HASH_N } from "../setup/password-cost";
import { freshDatabase } from "../setup/test-database";
import { E2E_PORT, E2E_UPLOADS_DIR, E2E_URL_FILE } from "./env";

const url = await freshDatabase(`e2e_${E2E_PORT}`);
mkdirSync(dirname(E2E_URL_FILE), { recursive: true });
writeFileSync(E2E_URL_FILE, url);

// Before NODE_ENV says production (which refuses it): the seed and the server then hash cheaply.
setPasswordHashCostForTests(TEST_PASSWORD_HASH_N);
Object.assign(process.env, {
  DATABASE_URL: url,
  NODE_ENV: "production",
  PORT: String(E2E_PORT),
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  LOG_REQUESTS: "0",
  UPLOADS_DIR: E2E_UPLOADS_DIR,
  RATE_LIMIT_AUTH_PER_MINUTE: "8",
  // The suite's requests from one address would spend a real client's API budget many times over.
  API_RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_AUTH_IP_PER_MINUTE: "100000",
  RATE_LIMIT_LOGIN_FAILURES_PER_PAIR: "8",
  // As behind a proxy: a test can sign in from an address of its own (X-Forwarded-For); the login limits
  // per address stay at their defaults.
  TRUST_PROXY: "1",
  // Figures must match the database exactly while tests keep adding members.
  INSIGHTS_CACHE_SECONDS: "0",
  // The pseudo-locale en-XA, which production otherwise refuses, for the test that every text is translated.
  I18N_PSEUDO: "1",
});
await prepareDatabase(url);
await import("../../server");
