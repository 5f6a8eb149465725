// Bundles the service worker (app/service-worker/sw.ts) into build/service-worker.js, after `remix build`: the
// classic compiler builds pages and the server, not a worker. The server puts the build's config before it when
// it serves /sw.js (app/server/service-worker.server.ts). esbuild is the one tsx runs on.
import { build } from "esbuild";

await build({
  entryPoints: ["app/service-worker/sw.ts"],
  outfile: "build/service-worker.js",
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
