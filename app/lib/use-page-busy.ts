import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { revalidateQuietly } from "./revalidate";

/**
 * Whether the page is loading or sending anything: a navigation, a revalidation, or a fetcher (an enhanced form's
 * submission and the reload that follows it). A revalidation started then aborts those loads in the browser, not
 * on the server: an aborted reload that had already read a form's flash toast (and cleared its cookie) took the
 * toast with it ("Request declined" never showed). Live updates and the outbox wait for this to be false.
 */
export function usePageBusy(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  return (
    navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle")
  );
}

/**
 * A revalidation that waits: at once when the page is idle, else once when it is (several asks make one). For
 * revalidations the member did not ask for this moment (after a message is sent, an outbox item delivered).
 */
export function useRevalidateWhenIdle(): () => void {
  const revalidator = useRevalidator();
  const busy = usePageBusy();
  const state = useRef({ busy, deferred: false, revalidator });
  state.current.busy = busy;
  state.current.revalidator = revalidator;
  useEffect(() => {
    if (busy || !state.current.deferred) return;
    state.current.deferred = false;
    revalidateQuietly(state.current.revalidator);
  }, [busy]);
  return useCallback(() => {
    if (state.current.busy) state.current.deferred = true;
    else revalidateQuietly(state.current.revalidator);
  }, []);
}
