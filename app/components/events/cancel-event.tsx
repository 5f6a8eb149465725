// Cancel event, for its organizer: it asks first (decision 036), in a dialog with JS, on /events/{id}/cancel
// without.
import { ConfirmAction } from "~/components/ui/confirm-action";
import type { Confirmation } from "~/components/ui/confirmation";

export const cancelEventConfirmation = (event: { title: string; responses: number }): Confirmation => ({
  title: `Cancel “${event.title}”?`,
  body: [
    "It stays listed, marked Cancelled, and takes no more RSVPs.",
    event.responses > 0 ? `${event.responses} people responded.` : "",
    "This cannot be undone.",
  ]
    .filter(Boolean)
    .join(" "),
  confirm: "Cancel event",
  cancel: "Keep the event",
});

export function CancelEventButton({ event }: { event: { id: string; title: string; responses: number } }) {
  const page = `/events/${encodeURIComponent(event.id)}/cancel`;
  return (
    <ConfirmAction page={page} confirmation={cancelEventConfirmation(event)} className="btn-secondary text-red-700">
      Cancel event
    </ConfirmAction>
  );
}
