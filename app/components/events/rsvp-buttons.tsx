// Attend and Maybe: a plain form per button without JS (the page comes back with a toast); with JS the
// choice shows at once and the counts follow when the page reloads after the action. Pressing the active
// one again cancels.
import { useTranslation } from "~/i18n/react";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/kit";
import type { RsvpStatus } from "~/schemas/events";
import { GuestsPicker } from "./guests-picker";

/** Each choice's label and, once chosen, what it says (keys of the events namespace). */
const CHOICES: { status: RsvpStatus; label: string; active: string }[] = [
  { status: "attending", label: "rsvp.attend", active: "rsvp.going" },
  { status: "maybe", label: "rsvp.maybe", active: "rsvp.maybe" },
];
/** Past or cancelled: said in place of the buttons. */
export type RsvpClosed = "cancelled" | "past";
const CLOSED = { cancelled: "rsvp.closedCancelled", past: "rsvp.closedPast" } as const;

export function RsvpButtons({
  eventId,
  title,
  rsvpStatus,
  full,
  hosting,
  closed,
  returnTo,
  guestsAllowed = 0,
  myGuests = 0,
}: {
  eventId: string;
  title: string;
  rsvpStatus: RsvpStatus | null;
  full: boolean;
  /** The viewer organises it. */
  hosting: boolean;
  /** Past or cancelled: no RSVPs. */
  closed: RsvpClosed | null;
  returnTo: string;
  /** Guests each member may bring (decision 085): a picker beside Attend when above 0. */
  guestsAllowed?: number;
  myGuests?: number;
}) {
  const { t } = useTranslation("events");
  const { fetcher } = useEnhancedFetcher({ key: `rsvp-${eventId}` });
  let status = rsvpStatus;
  const sent = fetcher.formData?.get("status");
  if (fetcher.state !== "idle" && typeof sent === "string") status = sent === status ? null : (sent as RsvpStatus);
  if (closed) return <p className="text-sm font-medium text-gray-600">{t(CLOSED[closed])}</p>;
  if (hosting)
    return (
      <p className="text-sm font-medium text-brand-700" data-testid="rsvp-hosting">
        {/* In place of the buttons for the event's organizer (the model refuses their RSVP). */}
        {t("rsvp.hosting")}
      </p>
    );
  return (
    <EnhancedForm
      fetcher={fetcher}
      action={`/events/${eventId}/rsvp`}
      returnTo={returnTo}
      className="flex flex-wrap gap-2"
      aria-label={t("rsvp.label", { title })}
    >
      {guestsAllowed > 0 && !full ? (
        <GuestsPicker id={`rsvp-guests-${eventId}`} max={guestsAllowed} value={myGuests} />
      ) : null}
      {CHOICES.map((choice) => {
        const active = status === choice.status;
        // Attend on a full event, for whoever is not already going: the state, not a click that fails.
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
            title={active ? t("rsvp.pressAgain") : blocked ? t("rsvp.fullHint") : undefined}
            className={active ? "btn-primary" : "btn-secondary"}
            data-testid={`rsvp-${choice.status}`}
          >
            {active ? `✓ ${t(choice.active)}` : blocked ? t("rsvp.full") : t(choice.label)}
          </button>
        );
      })}
    </EnhancedForm>
  );
}
