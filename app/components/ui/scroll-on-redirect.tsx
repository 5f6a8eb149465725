// Enhanced forms post with `preventScrollReset`, so a form that comes back to its page (like, comment, RSVP)
// keeps the reader where they were. A form that leads to another page (a new event, a posted service, an
// asked question) must not carry that over: the member would land at the bottom of the new page. This
// scrolls such a redirect to the top (or to its #fragment), whichever form sent it.
import { useLocation } from "@remix-run/react";
import { useLayoutEffect, useRef } from "react";

// useLayoutEffect warns when rendered on the server; there is nothing to scroll there anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

export function ScrollOnRedirectAway() {
  const location = useLocation();
  const previous = useRef(location.pathname);
  useBrowserLayoutEffect(() => {
    const from = previous.current;
    previous.current = location.pathname;
    const redirected = (location.state as { _isRedirect?: boolean } | null)?._isRedirect === true;
    if (!redirected || location.pathname === from) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: "start" });
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
