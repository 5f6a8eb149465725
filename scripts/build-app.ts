// `npm run build:app`: the Remix build in production mode, then the service worker's bundle (scripts/setup.ts's
// buildApp, which `npm start` runs when the build is out of date).
import { buildApp } from "./setup";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(`Usage: npm run build:app

Builds the app for production: Remix's pages and server (build/, public/build/), then the service worker
(build/service-worker.js, served at /sw.js).`);
  process.exit(0);
}
buildApp(true);
