// Delete on one's own post or comment: it asks first (decision 036), in a dialog with JS, on the post's or
// comment's delete page without.
import { ConfirmAction } from "~/components/ui/confirm-action";
import type { Confirmation } from "~/components/ui/confirmation";

export type Deletable = "post" | "comment" | "service";

/** How much of the item the question quotes. */
export const PREVIEW_LENGTH = 280;

export const deleteConfirmation = (what: Deletable, preview: string): Confirmation => ({
  title: `Delete this ${what}?`,
  body: "This cannot be undone.",
  confirm: "Delete",
  preview: preview.slice(0, PREVIEW_LENGTH),
});

export function DeleteControl({
  action,
  what,
  preview,
  returnTo,
}: {
  action: string;
  what: "post" | "comment";
  preview: string;
  returnTo: string;
}) {
  return (
    <ConfirmAction
      page={action}
      returnTo={returnTo}
      confirmation={deleteConfirmation(what, preview)}
      className="btn-ghost px-3 text-red-700"
      aria-label={`Delete this ${what}`}
    >
      Delete
    </ConfirmAction>
  );
}
