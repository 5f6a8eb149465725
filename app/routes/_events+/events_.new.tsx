// /events/new: Create Event as a page of its own (the list's dialog posts here too, with JS).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EventForm } from "~/components/events/event-form";
import { FormPage } from "~/components/layout/form-page";
import {
  createEventOrSeries,
  pageT,
  readFormWithPicture,
  requireUser,
  actionSuccess,
  formFailure,
  requestTimeZone,
  pageHandler,
} from "./events_.new.server";
import { dataTitleMeta, timeZoneOr } from "~/lib/page-context";
import { EVENT_FORM_FIELDS, eventInputFromForm } from "~/schemas/events";
import { SUBMISSION_FIELD } from "~/lib/submission-token";
import { repeatFromForm, SERIES_FORM_FIELDS } from "~/schemas/event-series";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "events");
    // The feed composer's Event chip brings what the member had typed there (issue 43).
    const description = new URL(request.url).searchParams.get("content") ?? "";
    return { title: t("create.button"), timeZone: requestTimeZone(request, user), description };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "events");
    // The cover comes in the same multipart body; a file refused before the form was read keeps nothing typed.
    let form: Record<string, string> = {};
    try {
      const body = await readFormWithPicture(request, "cover", "coverAlt");
      form = body.form;
      const cover = body.file;
      const zone = requestTimeZone(request, user);
      // A series keeps its times in the zone the form was filled in when its city names none (decision 086).
      const input = {
        ...eventInputFromForm(form, zone, "create"),
        timeZone: timeZoneOr(form.timeZone, zone),
        repeat: repeatFromForm(form),
      };
      const event = await createEventOrSeries(user, input, form[SUBMISSION_FIELD], undefined, cover);
      const path = `/events/${event.id}`;
      return actionSuccess(form, { toast: { type: "success", title: t("create.created") }, to: path });
    } catch (error) {
      return formFailure(form, error, {
        message: t("create.failed"),
        keep: [...EVENT_FORM_FIELDS, ...SERIES_FORM_FIELDS],
      });
    }
  });
}

export default function NewEventPage() {
  const { timeZone, description } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("events");
  return (
    <FormPage
      title={t("create.title")}
      subtitle={t("create.subtitle")}
      back={{ to: "/events", label: t("create.backToEvents") }}
      failure={failure}
    >
      <EventForm
        id="create-event-page"
        action="/events/new"
        submitLabel={t("create.button")}
        timeZone={timeZone}
        initial={{ description }}
        repeat
        failure={failure}
      />
    </FormPage>
  );
}
