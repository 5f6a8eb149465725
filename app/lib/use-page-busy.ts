import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";

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
