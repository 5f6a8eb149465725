// A part of a page that is already in the served HTML and need not be live first (what lies below the fold
// on a phone, or is hidden at its width). React hydrates the content of a Suspense boundary in a pass of its
// own, at low priority, once the rest of the page is live (React 18's selective hydration): a phone's main
// thread answers the member sooner. A click or key press inside it before then hydrates it at once, and the
// event then reaches the live component. Nothing here suspends: the fallback is never shown, on the server
// or in the browser. useHydrated knows it is inside (HydratesLater), so the part hydrates as it was served.
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { HydratesLater } from "~/lib/use-hydrated";

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

/** The part's last effect as it hydrates. Also when the last part came alive (ms since the page's start):
 * what the phone bench reports beside the time the page itself came alive (html[data-hydrated]). */
function MarkLive({ live }: { live: { current: boolean } }) {
  useEffect(() => {
    live.current = true;
    document.documentElement.dataset.allLive = String(Math.round(performance.now()));
  }, [live]);
  return null;
}
