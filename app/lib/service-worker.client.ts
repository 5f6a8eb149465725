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
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then((registration) => {
        // A new deploy waiting since an earlier visit: this page just loaded, no form is half filled yet.
        registration.waiting?.postMessage({ type: "skip-waiting" });
      })
      .catch(() => {});
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
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
