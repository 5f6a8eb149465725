// A part of a page that is already in the served HTML and need not be live first (what lies below the fold
// on a phone, or is hidden at its width). React hydrates the content of a Suspense boundary in a pass of its
// own, at low priority, once the rest of the page is live (React 18's selective hydration): a phone's main
// thread answers the member sooner. A click or key press inside it before then hydrates it at once, and the
// event then reaches the live component. Nothing here suspends: the fallback is never shown, on the server
// or in the browser. useHydrated knows it is inside (HydratesLater), so the part hydrates as it was served.
import { Suspense, useEffect, type ReactNode } from "react";
import { HydratesLater } from "~/lib/use-hydrated";

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <HydratesLater.Provider value={true}>
      <Suspense fallback={null}>
        {children}
        <MarkLive />
      </Suspense>
    </HydratesLater.Provider>
  );
}

/** When the last part hydrated later came alive (ms since the page's start): what the phone bench reports
 * beside the time the page itself came alive (html[data-hydrated]). */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.allLive = String(Math.round(performance.now()));
  }, []);
  return null;
}
