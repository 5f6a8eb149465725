// Community shapes the home page shows: events, figures, recent activity.
export type EventSummary = {
  id: string;
  title: string;
  eventDate: string;
  location: string | null;
  isVirtual: boolean;
  attendeesCount: number;
  maxAttendees: number | null;
  /** Its city (none for a virtual event): an in-person event's time is told in its zone. */
  place: { city: string; timeZone: string } | null;
  organizer: { id: string; firstName: string; lastName: string; avatarUrl: string };
};

export type CommunityInsights = {
  members: number;
  countries: number;
  cities: number;
  eventsThisMonth: number;
  services: number;
  newConnectionsThisWeek: number;
};

export type ActivityItem = { id: string; description: string; timestamp: string };
