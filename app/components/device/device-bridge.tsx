// Tells the service worker what the member does (decision 083): each page shown (kept for reading offline,
// its notifications closed, a waiting deploy let in between pages) and each sign-out (kept pages wiped).
import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { forgetKeptPages, pageShown } from "~/lib/service-worker.client";

export function DeviceBridge() {
  const location = useLocation();
  const idle = useNavigation().state === "idle";
  const path = `${location.pathname}${location.search}`;

  // The document's own address: the page the worker may have served from the device (its bar stays).
  const [first] = useState(path);
  useEffect(() => {
    if (!idle) return;
    pageShown(path);
    // A later page came from the network: the copy and its offline bar are gone. (navigator.onLine alone is
    // not the truth: it says true on a lost connection behind a working Wi-Fi, and tests see it late.)
    if (path !== first && navigator.onLine && document.body.dataset.offline !== undefined)
      delete document.body.dataset.offline;
  }, [path, idle, first]);

  useEffect(() => {
    const signingOut = (event: Event) => {
      const target = event.target as Element | null;
      const link = target?.closest?.("a[href]") as HTMLAnchorElement | null;
      const form = event.type === "submit" ? (target as HTMLFormElement) : null;
      const to = link?.href ?? form?.action ?? "";
      if (/^\/(api\/)?logout$/.test(safePath(to))) forgetKeptPages();
    };
    document.addEventListener("click", signingOut, true);
    document.addEventListener("submit", signingOut, true);
    return () => {
      document.removeEventListener("click", signingOut, true);
      document.removeEventListener("submit", signingOut, true);
    };
  }, []);

  return null;
}

function safePath(href: string): string {
  try {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin ? url.pathname : "";
  } catch {
    return "";
  }
}
