// A part of a page that is already in the served HTML and need not be live first (what lies below the fold
// on a phone, or is hidden at its width). React hydrates the content of a Suspense boundary in a pass of its
// own, at low priority, once the rest of the page is live (React 18's selective hydration): a phone's main
// thread answers the member sooner. A click or key press inside it before then hydrates it at once, and the
// event then reaches the live component. Nothing here suspends: the fallback is never shown, on the server
// or in the browser. useHydrated knows it is inside (HydratesLater), so the part hydrates as it was served.
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { HydratesLater } from "~/lib/page-context";

export function HydrateLater({ children }: { children: ReactNode }) {
  // Set once the part has hydrated: what mounts in it afterwards (a page of older posts) starts live.
  const live = useRef(false);
  return (
    <HydratesLater.Provider value={live}>
      <Suspense fallback={null}>
        {children}
        <MarkLive live={live} />
      </Suspense>
    </HydratesLater.Provider>
  );
}

/** The part's last effect as it hydrates. Its hidden marker says the part is live (`data-live`); once every
 * part is, html[data-all-live] says when (ms since the page's start): what the phone bench reports beside the
 * time the page itself came alive (html[data-hydrated]), and what the end-to-end tests wait for. */
function MarkLive({ live }: { live: { current: boolean } }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    live.current = true;
    marker.current?.setAttribute("data-live", "");
    if (!document.querySelector("[data-later-part]:not([data-live])"))
      document.documentElement.dataset.allLive = String(Math.round(performance.now()));
  }, [live]);
  return <span ref={marker} hidden data-later-part="" />;
}
