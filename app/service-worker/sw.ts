// The service worker (decision 083), bundled by scripts/build-service-worker.ts into build/service-worker.js and
// served at /sw.js with the build's config before it. It keeps the fingerprinted assets (a later visit starts
// from the device), keeps the signed-in member's pages for reading offline (theirs alone, wiped when someone
// else or no one is signed in), shows push notifications and opens their page when tapped.
import {
  ASSET_CACHE_PREFIX,
  KEEP_AGAIN_AFTER_MS,
  OWNER_ENTRY,
  PAGE_CACHE,
  SAVED_AT_HEADER,
  assetsToKeep,
  chooseWindow,
  isKeepablePage,
  isLogout,
  isPreloadedNavigation,
  messagesFor,
  offlineBarText,
  offlinePage,
  ownerOf,
  pageLanguage,
  parsePush,
  requestKind,
  tagsToClose,
  targetPath,
  withOfflineBar,
  withoutScripts,
  type WorkerConfig,
} from "./rules";
import type { FetchEvent, WorkerGlobal } from "./worker-types";
// The outbox (decision 084): Background Sync sends what waits with the same code the pages run.
import { OUTBOX_SYNC_TAG } from "~/lib/outbox/queue";
import { flushOutbox } from "~/lib/outbox/store";

const worker = self as unknown as WorkerGlobal & { __ROOTS_SW__: WorkerConfig };
const config = worker.__ROOTS_SW__;
const ASSETS = `${ASSET_CACHE_PREFIX}${config.version}`;
const origin = worker.location.origin;

worker.addEventListener("install", (event) => {
  // The shell only; every other asset is kept the first time a page asks for it. No skipWaiting here: a new
  // deploy waits until a page tells it the member moved on (see "skip-waiting"), never under a half-filled form.
  event.waitUntil(caches.open(ASSETS).then((cache) => cache.addAll(config.shell).catch(() => undefined)));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(ASSET_CACHE_PREFIX) && name !== ASSETS)
          .map((name) => caches.delete(name)),
      );
      // Navigation preload: the browser fetches a page while it starts the worker, instead of after; the page
      // is still the network's answer, never a kept copy while online.
      await worker.registration.navigationPreload?.enable().catch(() => undefined);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  // A sign-out: the kept pages go at once (the answer after it, naming no one, would wipe them too).
  if (isLogout(event.request, origin)) event.waitUntil(forgetPages());
  const kind = requestKind(event.request, origin);
  const preloaded = preloadOf(event);
  if (kind === "asset") event.respondWith(fromCacheFirst(event.request));
  else if (kind === "page") event.respondWith(pageFromNetworkFirst(event.request, preloaded));
  // Any other navigation (a sign-out, an API address in a tab): the preloaded answer as it came, else it would
  // be fetched twice.
  else if (preloaded) event.respondWith(preloaded.then((response) => response ?? fetch(event.request)));
});

/** The navigation's preloaded answer, or null (not a navigation, or a browser without navigation preload). */
function preloadOf(event: FetchEvent): Promise<Response | undefined> | null {
  if (!isPreloadedNavigation(event.request) || !event.preloadResponse) return null;
  const preloaded = event.preloadResponse;
  // Settled within the event even where it goes unused (a navigation to a file), so it is not cancelled.
  event.waitUntil(preloaded.catch(() => undefined));
  return preloaded;
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

// Whose pages the cache holds; read from the cache once per worker start.
let owner: Promise<string | null> | null = null;
function currentOwner(): Promise<string | null> {
  owner ??= caches
    .open(PAGE_CACHE)
    .then((cache) => cache.match(OWNER_ENTRY))
    .then((found) => (found ? found.text() : null));
  return owner;
}

/** Wipes the kept pages when the answer says another member, or no one, is signed in. */
async function noteOwner(said: string | null): Promise<void> {
  if (said === null) return;
  const before = await currentOwner();
  if (before === said) return;
  await forgetPages();
  if (said === "none") return;
  const cache = await caches.open(PAGE_CACHE);
  await cache.put(OWNER_ENTRY, new Response(said));
  owner = Promise.resolve(said);
}

async function forgetPages(): Promise<void> {
  owner = Promise.resolve(null);
  await caches.delete(PAGE_CACHE);
}

async function keepPage(url: string, response: Response): Promise<void> {
  await noteOwner(ownerOf(response.headers));
  if (!isKeepablePage(response)) return;
  const headers = new Headers({ "Content-Type": response.headers.get("Content-Type") ?? "text/html" });
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  const copy = new Response(await response.blob(), { status: 200, headers });
  const cache = await caches.open(PAGE_CACHE);
  await cache.put(url, copy);
}

async function pageFromNetworkFirst(
  request: Request,
  preloaded: Promise<Response | undefined> | null,
): Promise<Response> {
  try {
    const response = (await preloaded) ?? (await fetch(request));
    // Kept without holding the page up; a failure to keep is no failure to show.
    void keepPage(request.url, response.clone()).catch(() => undefined);
    return response;
  } catch {
    return offlineAnswer(request.url);
  }
}

/** The member's kept copy with the offline bar, else the offline page; never the browser's error page. */
async function offlineAnswer(url: string): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  const kept = await cache.match(url);
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (kept) {
    const html = await kept.text();
    const language = pageLanguage(html);
    const savedAt = Number(kept.headers.get(SAVED_AT_HEADER)) || Date.now();
    const text = offlineBarText(messagesFor(config, language), language, savedAt);
    return new Response(withOfflineBar(withoutScripts(html), text), { status: 200, headers });
  }
  const home = await cache.match(new URL("/", origin).href);
  const language = home ? pageLanguage(await home.text()) : (navigator.language ?? null);
  return new Response(offlinePage(messagesFor(config, language), language), { status: 503, headers });
}

/** A page the member reached without a document request (Remix's client-side navigation), kept all the same. */
async function keepVisited(path: string): Promise<void> {
  const url = new URL(path, origin);
  if (url.origin !== origin || requestKind({ method: "GET", url: url.href, mode: "navigate" }, origin) !== "page")
    return;
  const cache = await caches.open(PAGE_CACHE);
  const kept = await cache.match(url.href);
  // A copy this fresh is this member's: a change of member wipes the cache first (noteOwner), and there are
  // no copies then.
  if (kept && Date.now() - Number(kept.headers.get(SAVED_AT_HEADER)) < KEEP_AGAIN_AFTER_MS) return;
  const response = await fetch(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
  await keepPage(url.href, response);
}

/** The files a page loaded before the worker controlled it, kept now (assetsToKeep); most come from the HTTP cache. */
async function keepAssets(urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const cache = await caches.open(ASSETS);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    }),
  );
}

async function closeNotifications(request: { tags?: string[]; prefix?: string }): Promise<void> {
  const open = await worker.registration.getNotifications();
  const close = new Set(
    tagsToClose(
      open.map((n) => n.tag),
      request,
    ),
  );
  for (const notification of open) if (close.has(notification.tag)) notification.close();
}

worker.addEventListener("message", (event) => {
  const data = (event.data ?? {}) as {
    type?: string;
    url?: string;
    tags?: string[];
    prefix?: string;
    version?: unknown;
    urls?: unknown;
  };
  if (data.type === "skip-waiting") event.waitUntil(worker.skipWaiting());
  else if (data.type === "keep-page" && typeof data.url === "string")
    event.waitUntil(keepVisited(data.url).catch(() => undefined));
  else if (data.type === "keep-assets")
    event.waitUntil(keepAssets(assetsToKeep(data, config.version, origin)).catch(() => undefined));
  else if (data.type === "forget-pages") event.waitUntil(forgetPages());
  else if (data.type === "close-notifications")
    event.waitUntil(
      closeNotifications({
        tags: Array.isArray(data.tags) ? data.tags.filter((t) => typeof t === "string") : undefined,
        prefix: typeof data.prefix === "string" ? data.prefix : undefined,
      }),
    );
});

worker.addEventListener("push", (event) => {
  const push = parsePush(event.data?.text() ?? null);
  if (!push) return;
  if (push.kind === "clear" && "tags" in push) {
    event.waitUntil(closeNotifications({ tags: push.tags }));
    return;
  }
  if (!("title" in push)) return;
  event.waitUntil(
    worker.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag || undefined,
      // A renotify needs a tag; without one each push is a notification of its own anyway.
      renotify: Boolean(push.tag) && push.renotify,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: targetPath(push.url, origin) },
    }),
  );
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = targetPath((event.notification.data as { url?: unknown } | null)?.url, origin);
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      const choice = chooseWindow(windows, path, origin);
      const chosen = choice ? windows.find((w) => w.id === choice.id) : undefined;
      if (!chosen || !choice) {
        await worker.clients.openWindow(path);
        return;
      }
      const shown = choice.navigate ? ((await chosen.navigate(path).catch(() => null)) ?? chosen) : chosen;
      await shown.focus().catch(() => undefined);
    })(),
  );
});

worker.addEventListener("sync", (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(flushOutbox());
});
