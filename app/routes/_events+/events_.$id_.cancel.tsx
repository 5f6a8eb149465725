// /events/{id}/cancel: the organizer confirms (Cancel event leads here without JS; with JS it asks in a dialog),
// then the event is cancelled (it stays visible, marked Cancelled, and takes no RSVPs). The JSON API is
// /api/events/:id/cancel.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { cancelEventConfirmation } from "~/components/events/cancel-event";
import { EventTime, timePlaceOf, Link } from "~/components/ui/kit";
import { ConfirmPage } from "~/components/ui/confirm-page";
import {
  cancelEventInScope,
  getEvent,
  seriesOfEvent,
  pageT,
  readForm,
  requireUser,
  actionFailure,
  actionSuccess,
  invariantResponse,
  requestTimeZone,
  pageHandler,
} from "./events_.$id_.cancel.server";
import { dataTitleMeta } from "~/lib/page-context";
import { ScopeFields } from "~/components/events/repeat-fields";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "events");
    const event = await getEvent(user, params.id);
    invariantResponse(event.canEdit, t("cancel.onlyOrganizer"), 403);
    const inSeries = (await seriesOfEvent(user, event.id, 0)) !== null;
    return {
      inSeries,
      title: t("cancel.pageTitle"),
      event: {
        id: event.id,
        title: event.title,
        eventDate: event.eventDate,
        place: timePlaceOf(event),
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
    const t = await pageT(request, context, "events");
    const form = await readForm(request);
    const path = `/events/${encodeURIComponent(params.id ?? "")}`;
    try {
      await cancelEventInScope(user, params.id, { scope: form.scope });
      return actionSuccess(
        { ...form, returnTo: path },
        {
          toast: { type: "success", title: t("cancel.done"), description: t("cancel.doneDescription") },
          fallback: path,
        },
      );
    } catch (error) {
      return actionFailure({ ...form, returnTo: path }, error, t("cancel.failed"), path);
    }
  });
}

export default function CancelEventPage() {
  const { event, timeZone, inSeries } = useLoaderData<typeof loader>();
  const { t } = useTranslation("events");
  const back = `/events/${event.id}`;
  const when = (
    <p className="mt-2 text-sm text-gray-700">
      <EventTime iso={event.eventDate} timeZone={timeZone} place={event.place} />
    </p>
  );
  if (event.cancelled) {
    return (
      <main className="mx-auto w-full max-w-md px-4 py-6">
        <div className="card">
          <h1 dir="auto" className="text-xl font-bold [overflow-wrap:anywhere]">
            {event.title}
          </h1>
          {when}
          <p className="mt-3 text-sm text-gray-600">{t("cancel.already")}</p>
          <p className="mt-5 text-end">
            <Link to={back} className="btn-secondary">
              {t("cancel.backToEvent")}
            </Link>
          </p>
        </div>
      </main>
    );
  }
  return (
    <ConfirmPage
      confirmation={cancelEventConfirmation(t, { title: event.title, responses: event.attendees })}
      returnTo={back}
      extra={inSeries ? <ScopeFields legend={t("series.cancelWhich")} /> : undefined}
    >
      {when}
    </ConfirmPage>
  );
}
