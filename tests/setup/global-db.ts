import { mkdirSync } from "node:fs";
import { TMP_DIR, testDatabaseKind } from "./test-database";

export default function setup() {
  mkdirSync(TMP_DIR, { recursive: true });
  console.log(`model tests run on ${testDatabaseKind()}`);
}
