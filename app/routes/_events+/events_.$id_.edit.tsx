// /events/{id}/edit: the organizer changes an event. Works as a plain form; the time is written out and
// read back in the page's zone.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EventForm } from "~/components/events/event-form";
import { FormPage } from "~/components/layout/form-page";
import {
  getEvent,
  seriesOfEvent,
  updateEventInScope,
  pageT,
  readFormWithPicture,
  requireUser,
  actionSuccess,
  formFailure,
  invariantResponse,
  requestTimeZone,
  pageHandler,
} from "./events_.$id_.edit.server";
import { dataTitleMeta, instantToLocal } from "~/lib/page-context";
import { EVENT_FORM_FIELDS, eventInputFromForm } from "~/schemas/events";
import { SERIES_FORM_FIELDS } from "~/schemas/event-series";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "events");
    const event = await getEvent(user, params.id);
    invariantResponse(event.canEdit, t("edit.onlyOrganizer"), 403);
    invariantResponse(!event.cancelled, t("edit.cancelled"), 409);
    const timeZone = requestTimeZone(request, user);
    const inSeries = (await seriesOfEvent(user, event.id, 0)) !== null;
    return {
      inSeries,
      title: t("edit.title"),
      id: event.id,
      timeZone,
      cover: event.cover,
      initial: {
        title: event.title,
        description: event.description ?? "",
        eventDate: instantToLocal(event.eventDate, timeZone),
        location: event.location ?? "",
        city: event.place ? `${event.place.city}, ${event.place.country}` : "",
        isVirtual: event.isVirtual ? "on" : "",
        maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
        guestsAllowed: String(event.guestsAllowed),
      },
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "events");
    // The cover comes in the same multipart body; a file refused before the form was read keeps nothing typed.
    let form: Record<string, string> = {};
    const path = `/events/${encodeURIComponent(params.id ?? "")}`;
    try {
      const body = await readFormWithPicture(request, "cover", "coverAlt");
      form = body.form;
      const cover = body.file;
      const input = eventInputFromForm(form, requestTimeZone(request, user), "edit");
      await updateEventInScope(user, params.id, { ...input, scope: form.scope }, undefined, cover);
      return actionSuccess(form, { toast: { type: "success", title: t("edit.updated") }, to: path });
    } catch (error) {
      return formFailure(form, error, {
        message: t("edit.failed"),
        keep: [...EVENT_FORM_FIELDS, ...SERIES_FORM_FIELDS],
      });
    }
  });
}

export default function EditEventPage() {
  const { id, timeZone, initial, cover, inSeries } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("events");
  return (
    <FormPage title={t("edit.title")} back={{ to: `/events/${id}`, label: t("edit.backToEvent") }} failure={failure}>
      <EventForm
        id="edit-event"
        action={`/events/${id}/edit`}
        submitLabel={t("edit.save")}
        timeZone={timeZone}
        fixedZone
        initial={initial}
        failure={failure}
        failedTitle={t("edit.failed")}
        cover={cover}
        scopeLegend={inSeries ? t("series.editWhich") : undefined}
      />
    </FormPage>
  );
}
