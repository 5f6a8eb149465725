// Events as the pages and the API show them (app/models/events.server.ts builds them).
import type { RsvpStatus } from "~/schemas/events";
import type { PostImage } from "./feed";

export type EventPerson = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  avatarUrl: string;
};

export type EventPlace = {
  id: number;
  city: string;
  country: string;
  countryCode: string;
  lat: number;
  lon: number;
  timeZone: string;
};

export type EventItem = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /** The city it happens in (decision 053); null for a virtual event or one from before places. */
  place: EventPlace | null;
  isVirtual: boolean;
  /** ISO 8601, UTC. */
  eventDate: string;
  maxAttendees: number | null;
  attendeesCount: number;
  maybeCount: number;
  cancelled: boolean;
  /** Hidden by an admin after a report: only its organizer and admins still see it (decision 019). */
  isHidden: boolean;
  organizer: EventPerson;
  rsvpStatus: RsvpStatus | null;
  /** From the viewer's city (or the list's `near`), in km; null when virtual or either place is unknown (decision 062). */
  distanceKm: number | null;
  /** Its cover photo (decision 050), or null. */
  cover: PostImage | null;
  /** Guests each member may bring, and how many members wait for a seat (decision 085). */
  guestsAllowed: number;
  waitingCount: number;
};

export type Attendee = EventPerson & { status: RsvpStatus; guests: number };
export type EventDetail = EventItem & {
  attendees: Attendee[];
  canEdit: boolean;
  /** The viewer's role: the organizer names co-hosts and cancels; a co-host edits and runs the list. */
  hostRole: "organizer" | "cohost" | null;
  /** The viewer's place on the waitlist (1 for first), with the guests they wait with; null when not waiting. */
  waitlist: { position: number; guests: number } | null;
  /** Guests the viewer brings when attending. */
  myGuests: number;
};
