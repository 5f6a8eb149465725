// Attend and Maybe: a plain form per button without JS (the page comes back with a toast); with JS the
// choice shows at once and the counts follow when the page reloads after the action. Pressing the active
// one again cancels.
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import type { RsvpStatus } from "~/schemas/events";

const CHOICES: { status: RsvpStatus; label: string; active: string }[] = [
  { status: "attending", label: "Attend", active: "Going" },
  { status: "maybe", label: "Maybe", active: "Maybe" },
];

export function RsvpButtons({
  eventId,
  title,
  rsvpStatus,
  full,
  closed,
  returnTo,
}: {
  eventId: string;
  title: string;
  rsvpStatus: RsvpStatus | null;
  full: boolean;
  /** Past or cancelled: no RSVPs. */
  closed: string | null;
  returnTo: string;
}) {
  const { fetcher } = useEnhancedFetcher({ key: `rsvp-${eventId}` });
  let status = rsvpStatus;
  const sent = fetcher.formData?.get("status");
  if (fetcher.state !== "idle" && typeof sent === "string") status = sent === status ? null : (sent as RsvpStatus);
  if (closed) return <p className="text-sm font-medium text-gray-600">{closed}</p>;
  return (
    <EnhancedForm
      fetcher={fetcher}
      action={`/events/${eventId}/rsvp`}
      returnTo={returnTo}
      className="flex flex-wrap gap-2"
      aria-label={`RSVP to ${title}`}
    >
      {CHOICES.map((choice) => {
        const active = status === choice.status;
        const blocked = choice.status === "attending" && full && !active;
        return (
          <button
            key={choice.status}
            type="submit"
            name="status"
            value={choice.status}
            aria-pressed={active}
            aria-busy={fetcher.state !== "idle"}
            title={active ? `Press again to cancel your RSVP` : blocked ? "This event is full" : undefined}
            className={active ? "btn-primary" : "btn-secondary"}
            data-testid={`rsvp-${choice.status}`}
          >
            {active ? `✓ ${choice.active}` : choice.label}
          </button>
        );
      })}
    </EnhancedForm>
  );
}
