// One event in the grid: when, where, who organises it, who is coming, and the viewer's RSVP.
import { Link } from "~/components/ui/kit";
import { useOptionalUser } from "~/lib/page-context";
import type { EventItem } from "~/lib/types/events";
import { EventBadges, EventFacts, isFull, Organizer } from "./event-facts";
import { EventCover } from "./event-cover";
import { RsvpButtons, type RsvpClosed } from "./rsvp-buttons";

/** Why an event takes no more RSVPs, if it does not: cancelled or already taken place. */
export function rsvpClosedReason(event: { cancelled: boolean; eventDate: string }, now: number): RsvpClosed | null {
  if (event.cancelled) return "cancelled";
  if (new Date(event.eventDate).getTime() < now) return "past";
  return null;
}

export function EventCard({
  event,
  timeZone,
  now,
  returnTo,
}: {
  event: EventItem;
  timeZone: string;
  now: number;
  returnTo: string;
}) {
  const closed = rsvpClosedReason(event, now);
  const hosting = useOptionalUser()?.id === event.organizer.id;
  return (
    <article
      className="card flex min-w-0 flex-col gap-3"
      data-testid="event-card"
      aria-labelledby={`event-${event.id}`}
    >
      {event.cover ? <EventCover cover={event.cover} title={event.title} /> : null}
      <EventBadges event={event} past={new Date(event.eventDate).getTime() < now} />
      <h2 id={`event-${event.id}`} className="text-lg font-semibold text-gray-900 [overflow-wrap:anywhere]">
        <Link to={`/events/${event.id}`} className="hover:underline" dir="auto">
          {event.title}
        </Link>
      </h2>
      <EventFacts event={event} timeZone={timeZone} />
      <Organizer organizer={event.organizer} size={28} />
      <div className="mt-auto border-t border-gray-100 pt-3">
        <RsvpButtons
          eventId={event.id}
          title={event.title}
          rsvpStatus={event.rsvpStatus}
          full={isFull(event)}
          hosting={hosting}
          closed={closed}
          returnTo={returnTo}
        />
      </div>
    </article>
  );
}
