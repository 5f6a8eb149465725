// `npm start`: set up whatever is missing, then run the production server.
// A real deployment sets SESSION_SECRET; for a local `npm start` one is generated once and kept in data/.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setup } from "./setup";

const root = join(import.meta.dirname, "..");
process.env.NODE_ENV ??= "production";

if (!process.env.SESSION_SECRET) {
  const file = join(root, "data/.session-secret");
  if (!existsSync(file)) {
    mkdirSync(join(root, "data"), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = readFileSync(file, "utf8").trim();
  console.log("SESSION_SECRET not set: using the local one in data/.session-secret");
}

await setup();
process.chdir(root);
await import("../server");
