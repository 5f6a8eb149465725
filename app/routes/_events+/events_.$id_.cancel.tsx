// /events/{id}/cancel: the organizer confirms (Cancel event leads here without JS; with JS it asks in a dialog),
// then the event is cancelled (it stays visible, marked Cancelled, and takes no RSVPs). The JSON API is
// /api/events/:id/cancel.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cancelEventConfirmation } from "~/components/events/cancel-event";
import { EventTime } from "~/components/events/event-time";
import { ConfirmPage } from "~/components/ui/confirm-page";
import { Link } from "~/components/ui/link";
import { cancelEvent, getEvent } from "~/models/events.server";
import { titleMeta } from "~/lib/page-title";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess, invariantResponse } from "~/web/page-response.server";
import { requestTimeZone } from "~/web/time-zone.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Cancel event");

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const event = await getEvent(user, params.id);
    invariantResponse(event.canEdit, "Only the organizer can cancel this event", 403);
    return {
      event: {
        id: event.id,
        title: event.title,
        eventDate: event.eventDate,
        cancelled: event.cancelled,
        attendees: event.attendees.length,
      },
      timeZone: requestTimeZone(request, user),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const path = `/events/${encodeURIComponent(params.id ?? "")}`;
    try {
      await cancelEvent(user, params.id);
      return actionSuccess(
        { ...form, returnTo: path },
        {
          toast: { type: "success", title: "Event cancelled", description: "It stays listed, marked Cancelled." },
          fallback: path,
        },
      );
    } catch (error) {
      return actionFailure({ ...form, returnTo: path }, error, "Failed to cancel event.", path);
    }
  });
}

export default function CancelEventPage() {
  const { event, timeZone } = useLoaderData<typeof loader>();
  const back = `/events/${event.id}`;
  const when = (
    <p className="mt-2 text-sm text-gray-700">
      <EventTime iso={event.eventDate} timeZone={timeZone} />
    </p>
  );
  if (event.cancelled) {
    return (
      <main className="mx-auto w-full max-w-md px-4 py-6">
        <div className="card">
          <h1 className="text-xl font-bold [overflow-wrap:anywhere]">{event.title}</h1>
          {when}
          <p className="mt-3 text-sm text-gray-600">This event is already cancelled.</p>
          <p className="mt-5 text-right">
            <Link to={back} className="btn-secondary">
              Back to the event
            </Link>
          </p>
        </div>
      </main>
    );
  }
  return (
    <ConfirmPage
      confirmation={cancelEventConfirmation({ title: event.title, responses: event.attendees })}
      returnTo={back}
    >
      {when}
    </ConfirmPage>
  );
}
