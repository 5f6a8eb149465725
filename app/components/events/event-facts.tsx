// What every event shows: when (with its zone), where, and who is coming ("12 going · 3 maybe", "12/20").
import type { ReactNode } from "react";
import { MemberAvatar, MemberLink } from "~/components/people/member-link";
import type { EventPerson } from "~/lib/types/events";
import { EventTime } from "./event-time";
import { formatDistance } from "~/lib/places";
import { PLACE_COPY } from "~/copy/places";

export type EventFactsData = {
  eventDate: string;
  location: string | null;
  isVirtual: boolean;
  attendeesCount: number;
  maybeCount: number;
  maxAttendees: number | null;
  cancelled: boolean;
  /** From the viewer's city, in km (decision 062); null or absent when unknown or virtual. */
  distanceKm?: number | null;
};

export const isFull = (event: Pick<EventFactsData, "attendeesCount" | "maxAttendees">) =>
  event.maxAttendees !== null && event.attendeesCount >= event.maxAttendees;

export function EventBadges({ event, past }: { event: EventFactsData; past: boolean }) {
  const badges: ReactNode[] = [];
  if (event.cancelled)
    badges.push(
      <span key="c" className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700">
        Cancelled
      </span>,
    );
  else if (past)
    badges.push(
      <span key="p" className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">
        Past
      </span>,
    );
  if (isFull(event) && !event.cancelled && !past)
    badges.push(
      <span key="f" className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
        Full
      </span>,
    );
  if (event.isVirtual)
    badges.push(
      <span key="v" className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
        Virtual
      </span>,
    );
  return badges.length ? (
    <div className="flex flex-wrap gap-2" data-testid="event-badges">
      {badges}
    </div>
  ) : null;
}

export function EventFacts({ event, timeZone }: { event: EventFactsData; timeZone: string }) {
  return (
    <dl className="grid gap-1 text-sm text-gray-700">
      <div className="flex gap-2">
        <dt className="sr-only">When</dt>
        <dd className="font-semibold text-brand-700">
          <EventTime iso={event.eventDate} timeZone={timeZone} />
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="sr-only">Where</dt>
        <dd className="[overflow-wrap:anywhere]">
          {event.location || "Virtual Event"}
          {event.distanceKm != null ? (
            <span className="ml-2 whitespace-nowrap font-medium text-gray-900" data-testid="event-distance">
              {formatDistance(event.distanceKm)}
            </span>
          ) : event.isVirtual && event.location ? (
            <span className="ml-2 whitespace-nowrap font-medium text-gray-900" data-testid="event-distance">
              {PLACE_COPY.virtual}
            </span>
          ) : null}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="sr-only">Who is coming</dt>
        <dd data-testid="event-attendance">
          {event.attendeesCount} going · {event.maybeCount} maybe
          {event.maxAttendees !== null ? (
            <span className="ml-2 font-medium" data-testid="event-capacity">
              {event.attendeesCount}/{event.maxAttendees}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

/** "Organised by" with the organizer's avatar and name, both leading to their profile. */
export function Organizer({ organizer, size }: { organizer: EventPerson; size: number }) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-gray-600">
      <MemberAvatar user={organizer} size={size} />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        Organised by{" "}
        <MemberLink id={organizer.id} className="font-medium text-gray-900 hover:underline">
          {organizer.firstName} {organizer.lastName}
        </MemberLink>
      </span>
    </div>
  );
}
