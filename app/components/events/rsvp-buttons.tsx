// Attend and Maybe: a plain form per button without JS (the page comes back with a toast); with JS the
// choice shows at once and the counts follow when the page reloads after the action. Pressing the active
// one again cancels.
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import type { RsvpStatus } from "~/schemas/events";

const CHOICES: { status: RsvpStatus; label: string; active: string }[] = [
  { status: "attending", label: "Attend", active: "Going" },
  { status: "maybe", label: "Maybe", active: "Maybe" },
];
/** Attend on a full event, for whoever is not already going: the state, not a click that fails. */
const FULL_LABEL = "Full";
const FULL_HINT = "This event is full";
/** In place of the buttons for the event's organizer (the model refuses their RSVP). */
const HOSTING_LABEL = "You're hosting";

export function RsvpButtons({
  eventId,
  title,
  rsvpStatus,
  full,
  hosting,
  closed,
  returnTo,
}: {
  eventId: string;
  title: string;
  rsvpStatus: RsvpStatus | null;
  full: boolean;
  /** The viewer organises it. */
  hosting: boolean;
  /** Past or cancelled: no RSVPs. */
  closed: string | null;
  returnTo: string;
}) {
  const { fetcher } = useEnhancedFetcher({ key: `rsvp-${eventId}` });
  let status = rsvpStatus;
  const sent = fetcher.formData?.get("status");
  if (fetcher.state !== "idle" && typeof sent === "string") status = sent === status ? null : (sent as RsvpStatus);
  if (closed) return <p className="text-sm font-medium text-gray-600">{closed}</p>;
  if (hosting)
    return (
      <p className="text-sm font-medium text-brand-700" data-testid="rsvp-hosting">
        {HOSTING_LABEL}
      </p>
    );
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
            disabled={blocked}
            aria-pressed={active}
            aria-busy={fetcher.state !== "idle"}
            title={active ? `Press again to cancel your RSVP` : blocked ? FULL_HINT : undefined}
            className={active ? "btn-primary" : "btn-secondary"}
            data-testid={`rsvp-${choice.status}`}
          >
            {active ? `✓ ${choice.active}` : blocked ? FULL_LABEL : choice.label}
          </button>
        );
      })}
    </EnhancedForm>
  );
}
