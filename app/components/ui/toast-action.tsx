// A toast's action (Undo after a block): a small form, so it works in the inline box without JS as in the
// live toast; with JS it posts through a fetcher and the page reloads under the toast that answers it.
import { useFetcher } from "@remix-run/react";
import type { ToastAction } from "~/lib/root-data";

export function ToastActionForm({ action }: { action: ToastAction }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={action.action} className="mt-1">
      {Object.entries(action.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="btn-secondary px-3 py-1 text-sm"
        disabled={fetcher.state !== "idle"}
        data-testid="toast-action"
      >
        {action.label}
      </button>
    </fetcher.Form>
  );
}
