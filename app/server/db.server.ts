// The process's one database client (docs/decisions/028-one-database-client-per-process.md). Importing this
// module makes it, so only the server's code (and scripts that use the models) may: `npm start`'s setup and
// the seed make their own with createDb (db-client.server.ts) and never touch this one.
//
// globalThis keeps the bare client, the connections, for later copies of this module (a dev rebuild of the
// server bundle loads them all again). Each copy adds its own outage mapping, so the AppError its queries
// throw is the class its own code checks: a client kept with another copy's mapping answered outages 500.
import { createPrismaClient, servingDbOptions, withOutageMapping, type Db } from "./db-client.server";
import { getEnv } from "./env.server";

export * from "./db-client.server";

declare global {
  var __rootsPrisma: Db | undefined;
}

const env = getEnv();
export const db: Db = withOutageMapping(
  (globalThis.__rootsPrisma ??= createPrismaClient(env.DATABASE_URL, servingDbOptions(env))),
);
