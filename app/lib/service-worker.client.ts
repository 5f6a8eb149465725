// The page's side of the service worker (decision 083). Registered only where scripts run, after the page has
// loaded (the worker's first fetches never compete with the page's own). Pages talk to it with small messages.

type InstallPrompt = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

let installPrompt: InstallPrompt | null = null;
/** Fired on window when the browser offers to install the app (the hint listens for it). */
export const INSTALL_OFFERED = "roots:install-offered";

export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // The browser may offer installing before React has drawn the hint: kept here until it asks.
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    installPrompt = event as InstallPrompt;
    window.dispatchEvent(new Event(INSTALL_OFFERED));
  });
  // Loaded without the worker (a first visit, a reload that bypassed it): the files this page loaded are not in
  // its caches yet; they are handed over once it is active, so the next start needs none of them from the network.
  const uncontrolled = navigator.serviceWorker.controller === null;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then((registration) => {
        // A new deploy waiting since an earlier visit: this page just loaded, no form is half filled yet.
        registration.waiting?.postMessage({ type: "skip-waiting" });
        if (uncontrolled) handOverFiles();
      })
      .catch(() => {});
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Hands the worker every file this page fetched without it (resource timing's workerStart is 0): those before it
 * was active, and those in flight while it took the page over. Observed for the page's life; once the worker
 * controls the page, its requests pass through the worker and nothing more is sent.
 */
function handOverFiles(): void {
  if (typeof PerformanceObserver === "undefined") return;
  const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version;
  void navigator.serviceWorker.ready.then((registration) => {
    new PerformanceObserver((list) => {
      const urls = (list.getEntries() as PerformanceResourceTiming[])
        .filter((entry) => entry.workerStart === 0)
        .map((entry) => entry.name);
      // The worker keeps only this build's files of its own kinds (assetsToKeep in app/service-worker/rules.ts).
      if (urls.length > 0) registration.active?.postMessage({ type: "keep-assets", version, urls });
    }).observe({ type: "resource", buffered: true });
  });
}

export function takeInstallPrompt(): InstallPrompt | null {
  const prompt = installPrompt;
  installPrompt = null;
  return prompt;
}

export function hasInstallPrompt(): boolean {
  return installPrompt !== null;
}

function post(message: Record<string, unknown>): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/**
 * After a client-side navigation: the worker keeps this page too (a document request would have passed through
 * it; Remix's navigations fetch only data), a waiting new deploy takes over between pages, and the
 * notifications about what this page shows are closed on the device.
 */
export function pageShown(path: string): void {
  if (!("serviceWorker" in navigator)) return;
  post({ type: "keep-page", url: path });
  void navigator.serviceWorker.getRegistration().then((registration) => {
    registration?.waiting?.postMessage({ type: "skip-waiting" });
  });
  const read = notificationsReadOn(path);
  if (read) post({ type: "close-notifications", ...read });
}

/** Which notifications a page shows as read: a conversation's (tag m-<member>), or all but messages'. */
export function notificationsReadOn(path: string): { tags?: string[]; prefix?: string } | null {
  const thread = /^\/messages\/([^/?#]+)$/.exec(path);
  if (thread) return { tags: [`m-${decodeURIComponent(thread[1])}`] };
  if (path === "/notifications") return { prefix: "n-" };
  return null;
}

/** Signing out: the kept pages go now (the worker also wipes them when the next answer names no one). */
export function forgetKeptPages(): void {
  post({ type: "forget-pages" });
}
