// Delete with a confirmation: the browser's confirm dialog with JS, a confirmation page without.
import { Link } from "~/components/ui/link";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import { useHydrated } from "~/lib/use-hydrated";

export function DeleteControl({
  action,
  what,
  returnTo,
}: {
  action: string;
  what: "post" | "comment";
  returnTo: string;
}) {
  const hydrated = useHydrated();
  const { fetcher, pending } = useEnhancedFetcher();
  if (!hydrated) {
    return (
      <Link to={`${action}?returnTo=${encodeURIComponent(returnTo)}`} className="btn-ghost px-3 text-red-700">
        Delete
      </Link>
    );
  }
  return (
    <EnhancedForm
      fetcher={fetcher}
      action={action}
      returnTo={returnTo}
      onSubmit={(event) => {
        if (!window.confirm(`Delete this ${what}? This cannot be undone.`)) event.preventDefault();
      }}
    >
      <button type="submit" className="btn-ghost px-3 text-red-700" disabled={pending}>
        Delete
      </button>
    </EnhancedForm>
  );
}
