// Delete with a confirmation: the browser's confirm dialog with JS, a confirmation page without.
import { Link, useFetcher } from "@remix-run/react";
import { ScriptedMarker, type ScriptedResult } from "~/components/ui/scripted-marker";
import { ShowToast } from "~/components/ui/toaster";
import { useHydrated } from "~/utils/use-hydrated";

export function DeleteControl({ action, what, returnTo }: { action: string; what: "post" | "comment"; returnTo: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ScriptedResult>();
  if (!hydrated) {
    return (
      <Link to={`${action}?returnTo=${encodeURIComponent(returnTo)}`} className="btn-ghost px-3 text-red-700">
        Delete
      </Link>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!window.confirm(`Delete this ${what}? This cannot be undone.`)) event.preventDefault();
      }}
    >
      <ScriptedMarker />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="btn-ghost px-3 text-red-700" disabled={fetcher.state !== "idle"}>
        Delete
      </button>
      <ShowToast toast={fetcher.data?.toast} />
    </fetcher.Form>
  );
}
