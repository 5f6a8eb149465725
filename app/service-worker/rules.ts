// The service worker's decisions, as pure functions (decision 083): which requests it answers and how, which
// pages it keeps for reading offline, what the offline bar and page say, which window a notification opens.
// No worker globals here, so vitest runs them as they are.

/** What the server hands the worker in the script it serves (/sw.js, app/server/service-worker.server.ts). */
export type WorkerConfig = {
  /** The build's version: part of the asset cache's name, and what makes a new deploy a new worker. */
  version: string;
  /** The app's shell: the entry and root scripts and styles, fetched on install so a later visit starts at once. */
  shell: string[];
  /** The offline texts per language ({{time}} in `bar`). */
  messages: Record<string, OfflineMessages>;
};

export type OfflineMessages = { bar: string; title: string; body: string; home: string };

export const ASSET_CACHE_PREFIX = "roots-assets-";
/** The signed-in member's pages; one member at a time, wiped when another (or no one) is signed in. */
export const PAGE_CACHE = "roots-pages";
/** The cache entry that says whose pages these are. */
export const OWNER_ENTRY = "/__offline-owner";
/** The response header our server puts on pages and loader data: a member's opaque key, or "none". */
export const OFFLINE_HEADER = "X-Offline";
/** "no" on a signed-in page that holds secrets (security settings, tokens): never kept on the device. */
export const KEEP_HEADER = "X-Offline-Keep";
/** When a kept page was fetched (ms since the epoch), on the kept copy only. */
export const SAVED_AT_HEADER = "X-Saved-At";

export type RequestKind = "asset" | "page" | "pass";

/**
 * How the worker answers a request: "asset" cache-first (fingerprinted builds, fonts, flags, icons, versioned
 * message catalogs: the same name is the same bytes), "page" network-first with the member's kept copy when the network fails; anything
 * else is not touched (the API, the socket, uploads, other origins, every method but GET, and Remix's loader
 * data: a worker between the page and an aborted data request turns the abort into a failed fetch, which
 * Remix shows as an error; who is signed in is read from the page fetches instead).
 */
export function requestKind(request: { method: string; url: string; mode: string }, origin: string): RequestKind {
  if (request.method !== "GET") return "pass";
  const url = new URL(request.url);
  if (url.origin !== origin) return "pass";
  const path = url.pathname;
  if (path.startsWith("/api/") || path === "/sw.js" || path === "/ws") return "pass";
  if (
    path.startsWith("/build/") ||
    path.startsWith("/fonts/") ||
    path.startsWith("/flags/") ||
    path.startsWith("/icons/") ||
    path === "/favicon.svg" ||
    // A language's catalog named by its content's version (decision 068's addendum): the same name, the same text.
    (path.startsWith("/locales/") && url.searchParams.has("v"))
  )
    return "asset";
  return request.mode === "navigate" ? "page" : "pass";
}

/** At most this many files kept from one page's list (a page loads ~70; the list is a page's to send). */
export const MAX_ASSETS_FROM_PAGE = 300;

/**
 * The files a page loaded before the worker controlled it (its first visit: the worker registers after the
 * load), which the page hands over so the next start finds them on the device: the worker's install fetched
 * only the shell, and a route's own scripts would otherwise come over the network, one round trip each, on the
 * first warm start. Only this build's (the page says which build it runs; an older page's files would sit in the
 * new cache forever), only our assets by the same rule as requestKind, each once, at most
 * MAX_ASSETS_FROM_PAGE.
 */
export function assetsToKeep(
  message: { version?: unknown; urls?: unknown },
  version: string,
  origin: string,
): string[] {
  if (message.version !== version || !Array.isArray(message.urls)) return [];
  const urls = new Set<string>();
  for (const value of message.urls) {
    if (urls.size >= MAX_ASSETS_FROM_PAGE) break;
    if (typeof value !== "string" || value.length > 2000) continue;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      continue;
    }
    url.hash = "";
    if (requestKind({ method: "GET", url: url.href, mode: "no-cors" }, origin) === "asset") urls.add(url.href);
  }
  return [...urls];
}

/**
 * Whether the worker answers this navigation with the browser's navigation preload (the document fetched while
 * the worker starts, not after): every GET navigation. Once preload is on, a navigation the worker left to the
 * browser would be fetched twice (the preload, then the browser's own request): a sign-out, an API address
 * opened in a tab, are answered with the preloaded response as it came, redirects included.
 */
export function isPreloadedNavigation(request: { method: string; mode: string }): boolean {
  return request.method === "GET" && request.mode === "navigate";
}

/** A sign-out on its way (the nav's GET /api/logout, the /logout form's POST): the kept pages go first. */
export function isLogout(request: { url: string; mode: string }, origin: string): boolean {
  const url = new URL(request.url);
  return request.mode === "navigate" && url.origin === origin && ["/api/logout", "/logout"].includes(url.pathname);
}

/** Whose answer this is: a member's key, "none" (nobody signed in), or null (the server did not say). */
export function ownerOf(headers: { get(name: string): string | null }): string | null {
  const value = headers.get(OFFLINE_HEADER);
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}

/** Whether a page answer may be kept for reading offline: a whole HTML page of a signed-in member. */
export function isKeepablePage(response: {
  status: number;
  redirected?: boolean;
  headers: { get(name: string): string | null };
}): boolean {
  const owner = ownerOf(response.headers);
  return (
    response.status === 200 &&
    !response.redirected &&
    owner !== null &&
    owner !== "none" &&
    response.headers.get(KEEP_HEADER) !== "no" &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** "de-DE" from `<html lang="de-DE"`, else null. */
export function pageLanguage(html: string): string | null {
  return /<html[^>]*\slang="([A-Za-z0-9-]{2,20})"/.exec(html.slice(0, 2000))?.[1] ?? null;
}

/** The messages for a language: exact, then its base ("pt" for "pt-PT"), then English. */
export function messagesFor(config: Pick<WorkerConfig, "messages">, language: string | null): OfflineMessages {
  const all = config.messages;
  if (language && all[language]) return all[language];
  const base = language?.split("-")[0];
  const near = base ? Object.keys(all).find((code) => code.split("-")[0] === base) : undefined;
  return all[near ?? "en"] ?? Object.values(all)[0];
}

/** "You're offline — showing what you saw at 14:02", the time in the page's language and the device's zone. */
export function offlineBarText(messages: OfflineMessages, language: string | null, savedAt: number): string {
  let time: string;
  try {
    time = new Intl.DateTimeFormat(language ?? "en", { hour: "numeric", minute: "2-digit" }).format(savedAt);
  } catch {
    time = new Date(savedAt).toISOString().slice(11, 16);
  }
  return messages.bar.replace("{{time}}", time);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A kept page with the offline bar. The bar is an attribute on <body> drawn by CSS (`body[data-offline]::before`
 * in tailwind.css): React hydrates the page as the server made it and leaves an attribute it did not write in
 * place, where an element it did not render would be thrown away with the rest of the page.
 */
export function withOfflineBar(html: string, text: string): string {
  return html.replace(/<body(?=[\s>])/, `<body data-offline="${escapeHtml(text)}"`);
}

/**
 * A kept page as a page without JavaScript: its scripts taken out. Every page works without them (forms post,
 * links navigate), and a page brought to life offline would ask the server for data, fail, and swap the kept
 * words for an error page; without scripts each link is a navigation the worker answers from the device.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** The page for an address never visited while online: says so, and links to the home page (kept or not). */
export function offlinePage(messages: OfflineMessages, language: string | null): string {
  const lang = escapeHtml(language ?? "en");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(messages.title)}</title><link rel="manifest" href="/manifest.webmanifest"><style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f9fafb;color:#111827}main{max-width:32rem;margin:0 auto}a{color:#15803d}</style></head><body><main data-offline-page><h1>${escapeHtml(messages.title)}</h1><p>${escapeHtml(messages.body)}</p><p><a href="/">${escapeHtml(messages.home)}</a></p></main></body></html>`;
}

/** What a push carries (app/schemas/push.ts, made by push-delivery.server.ts). */
export type PushData =
  | { kind: string; title: string; body: string; url: string; tag: string; renotify?: boolean }
  | { kind: "clear"; tags: string[] };

/** The push's JSON, or null for anything else (a test's empty push, a malformed one). */
export function parsePush(text: string | null): PushData | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const value = data as Record<string, unknown>;
  if (value.kind === "clear") {
    return Array.isArray(value.tags) ? { kind: "clear", tags: value.tags.filter((t) => typeof t === "string") } : null;
  }
  if (typeof value.title !== "string" || typeof value.url !== "string") return null;
  return {
    kind: typeof value.kind === "string" ? value.kind : "other",
    title: value.title,
    body: typeof value.body === "string" ? value.body : "",
    url: value.url,
    tag: typeof value.tag === "string" ? value.tag : "",
    renotify: value.renotify === true,
  };
}

/** A notification's target as a path of ours: a foreign or malformed url opens the home page. */
export function targetPath(url: unknown, origin: string): string {
  if (typeof url !== "string") return "/";
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : "/";
  } catch {
    return "/";
  }
}

export type WindowInfo = { id: string; url: string; focused: boolean; visibilityState: string };

/**
 * Which open window a tapped notification uses: one already showing the page (focused), else the app's window
 * the member last had in front (focused, then visible, then any), navigated there; null: open a new window.
 */
export function chooseWindow(
  windows: WindowInfo[],
  path: string,
  origin: string,
): { id: string; navigate: boolean } | null {
  const ours = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  const same = ours.find((w) => {
    const url = new URL(w.url);
    return `${url.pathname}${url.search}` === path.split("#")[0];
  });
  if (same) return { id: same.id, navigate: false };
  const front = ours.find((w) => w.focused) ?? ours.find((w) => w.visibilityState === "visible") ?? ours[0] ?? null;
  return front ? { id: front.id, navigate: true } : null;
}

/** The notifications to close for a clear push or a page read in the app: by tag, or every tag with a prefix. */
export function tagsToClose(open: string[], request: { tags?: string[]; prefix?: string }): string[] {
  return open.filter(
    (tag) => (request.tags?.includes(tag) ?? false) || (request.prefix ? tag.startsWith(request.prefix) : false),
  );
}

/** Whether a kept page is fresh enough that a client-side visit need not fetch it again. */
export const KEEP_AGAIN_AFTER_MS = 60_000;
