// The service worker's script at /sw.js (decision 083), made inside the build (entry.server.tsx exports it): the bundle scripts/build-service-worker.ts made, after a
// line with this build's config (its version, the shell to fetch on install, the offline texts in every
// language). A new deploy is a new version, so the browser sees a changed script and installs it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { LANGUAGES } from "~/i18n/config";
import { messageCatalog, type Messages } from "~/i18n/messages.server";
import type { OfflineMessages, WorkerConfig } from "~/service-worker/rules";
// The stylesheet is linked by the root, not listed in the manifest: its built address, from the build itself.
import stylesheet from "~/tailwind.css";

const BUNDLE = join(process.cwd(), "build/service-worker.js");

let made: { version: string; script: string | null } | undefined;

function offlineMessages(code: string): OfflineMessages {
  const area = (messageCatalog()[code]?.device ?? {}) as Messages;
  const offline = (area.offline ?? {}) as Record<string, string>;
  return { bar: offline.bar, title: offline.title, body: offline.body, home: offline.home };
}

export function workerConfig(assets: ServerBuild["assets"]): WorkerConfig {
  const root = assets.routes.root;
  const shell = [
    stylesheet,
    assets.entry.module,
    ...assets.entry.imports,
    root?.module,
    ...(root?.imports ?? []),
    ...(root?.css ?? []),
  ];
  return {
    version: assets.version,
    shell: [...new Set(shell.filter((url): url is string => typeof url === "string"))],
    messages: Object.fromEntries(LANGUAGES.map(({ code }) => [code, offlineMessages(code)])),
  };
}

/** The script, or null when the bundle was not built (`remix dev` alone): the page then registers nothing. */
export function serviceWorkerScript(assets: ServerBuild["assets"]): string | null {
  if (made?.version === assets.version) return made.script;
  let bundle: string | null;
  try {
    bundle = readFileSync(BUNDLE, "utf8");
  } catch {
    bundle = null;
  }
  const script = bundle && `self.__ROOTS_SW__=${JSON.stringify(workerConfig(assets))};\n${bundle}`;
  made = { version: assets.version, script };
  return script;
}
