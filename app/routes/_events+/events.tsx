// Events: the upcoming events (RSVP and creating events come with the events issue).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyState, PageShell } from "~/components/layout/page";
import { Avatar } from "~/components/ui/avatar";
import { listUpcomingEvents } from "~/models/events.server";
import { requireUser } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Events");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { events: await listUpcomingEvents(50) };
}

const when = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

export default function EventsPage() {
  const { events } = useLoaderData<typeof loader>();
  return (
    <PageShell title="Events" subtitle="Cultural festivals, meetups and gatherings near you.">
      {events.length === 0 ? (
        <EmptyState title="No events available" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event.id} className="card flex flex-col gap-2" data-testid="event-card">
              <p className="text-sm font-semibold text-brand-700">{when.format(new Date(event.eventDate))}</p>
              <h2 className="text-lg font-semibold text-gray-900">{event.title}</h2>
              <p className="text-sm text-gray-600">{event.location || "Virtual Event"}</p>
              <p className="text-sm text-gray-600">
                {event.attendeesCount} attending{event.maxAttendees ? ` · ${event.maxAttendees} spots` : ""}
              </p>
              <div className="mt-auto flex items-center gap-2 pt-2 text-sm text-gray-600">
                <Avatar user={event.organizer} size={24} />
                Organised by {event.organizer.firstName} {event.organizer.lastName}
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
