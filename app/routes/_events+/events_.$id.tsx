// /events/{id}: the event, who is coming, RSVP, Add to calendar; its organizer can edit or cancel it.
import { EventCover } from "~/components/events/event-cover";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { HiddenBadge, ReportLink, MemberAvatar, MemberLink } from "~/components/people/member-ui";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, PageShell } from "~/components/ui/kit";
import { CancelEventButton } from "~/components/events/cancel-event";
import { rsvpClosedReason } from "~/components/events/event-card";
import { EventBadges, EventFacts, isFull, Organizer } from "~/components/events/event-facts";
import { RsvpButtons } from "~/components/events/rsvp-buttons";
import { WaitlistPanel } from "~/components/events/waitlist-panel";
import { HostTools } from "~/components/events/host-tools";
import type { Attendee } from "~/lib/types/events";
import { getEvent, seriesOfEvent, requireUser, requestTimeZone, pageHandler } from "./events_.$id.server";
import { SeriesLine } from "~/components/events/series-line";
import { pageTitle } from "~/lib/page-context";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data?.event.title ?? "Event") },
];

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const event = await getEvent(user, params.id);
    const url = new URL(request.url);
    const series = await seriesOfEvent(user, event.id);
    return { series, event, timeZone: requestTimeZone(request, user), now: Date.now(), here: url.pathname };
  });
}

function People({ id, title, people, empty }: { id: string; title: string; people: Attendee[]; empty: string }) {
  return (
    <section className="card" aria-labelledby={`people-${id}`}>
      <h2 id={`people-${id}`} className="mb-3 font-semibold text-gray-900">
        {title} <span className="text-gray-500">({people.length})</span>
      </h2>
      {people.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {people.map((person) => (
            <li key={person.id} className="flex min-w-0 items-center gap-2 text-sm">
              <MemberAvatar user={person} size={32} />
              <MemberLink
                id={person.id}
                className="min-w-0 font-medium text-gray-900 hover:underline [overflow-wrap:anywhere]"
              >
                <span dir="auto">{`${person.firstName} ${person.lastName}`}</span>
              </MemberLink>
              {/* "Amara +1": the guests they bring (decision 085). */}
              {person.guests > 0 ? <span className="text-gray-600">+{person.guests}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Seats are free, but not for every guest a member may bring: the line takes them with their guests. */
const shortOfSeats = (event: { maxAttendees: number | null; attendeesCount: number; guestsAllowed: number }) =>
  event.guestsAllowed > 0 &&
  event.maxAttendees !== null &&
  event.maxAttendees - event.attendeesCount < 1 + event.guestsAllowed;

export default function EventPage() {
  const { event, series, timeZone, now, here } = useLoaderData<typeof loader>();
  const past = new Date(event.eventDate).getTime() < now;
  const { organizer } = event;
  const { t } = useTranslation("events");
  return (
    <PageShell
      title={<span dir="auto">{event.title}</span>}
      subtitle={event.cancelled ? t("event.cancelledSubtitle") : undefined}
    >
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <article className="card flex min-w-0 flex-col gap-4" aria-label={t("event.details")}>
          {event.cover ? <EventCover cover={event.cover} title={event.title} large /> : null}
          <EventBadges event={event} past={past} />
          {event.isHidden ? <HiddenBadge what="event" /> : null}
          <EventFacts event={event} timeZone={timeZone} />
          {event.description ? (
            <p dir="auto" className="whitespace-pre-wrap text-gray-800 [overflow-wrap:anywhere]">
              {event.description}
            </p>
          ) : null}
          {series ? <SeriesLine series={series} /> : null}
          <Organizer organizer={organizer} size={36} />
          <div className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-4">
            <RsvpButtons
              eventId={event.id}
              title={event.title}
              rsvpStatus={event.rsvpStatus}
              full={isFull(event)}
              hosting={event.canEdit}
              closed={rsvpClosedReason(event, now)}
              returnTo={here}
              guestsAllowed={event.guestsAllowed}
              myGuests={event.myGuests}
            />
            {isFull(event) && !event.cancelled && !past && !event.canEdit && !event.waitlist ? (
              <p className="text-sm text-amber-800">{t("event.fullMaybe")}</p>
            ) : null}
          </div>
          {/* The line: for a member not going to a full event, or one short of seats for their guests. */}
          {!event.cancelled &&
          !past &&
          event.hostRole !== "organizer" &&
          event.rsvpStatus !== "attending" &&
          (event.waitlist || isFull(event) || shortOfSeats(event)) ? (
            <WaitlistPanel
              eventId={event.id}
              title={event.title}
              waitlist={event.waitlist}
              guestsAllowed={event.guestsAllowed}
              returnTo={here}
            />
          ) : null}
          {event.canEdit ? <HostTools eventId={event.id} /> : null}
          <div className="flex flex-wrap gap-2">
            <a href={`/events/${event.id}.ics`} download className="btn-secondary" data-testid="add-to-calendar">
              {t("event.addToCalendar")}
            </a>
            {event.canEdit && !event.cancelled ? (
              <>
                <Link to={`/events/${event.id}/edit`} className="btn-secondary">
                  {t("event.edit")}
                </Link>
                {event.hostRole !== "organizer" ? null : series ? (
                  // A date of a series: the cancel page asks which dates.
                  <Link to={`/events/${event.id}/cancel`} className="btn-secondary text-red-700">
                    {t("cancel.button")}
                  </Link>
                ) : (
                  <CancelEventButton event={{ id: event.id, title: event.title, responses: event.attendees.length }} />
                )}
              </>
            ) : null}
            {!event.canEdit ? (
              <Link
                to={`/messages/${encodeURIComponent(organizer.id)}?draft=${encodeURIComponent(t("event.messageDraft", { title: event.title }))}`}
                className="btn-secondary"
              >
                {t("event.messageOrganizer")}
              </Link>
            ) : null}
            {!event.canEdit ? <ReportLink type="event" id={event.id} returnTo={here} /> : null}
          </div>
        </article>
        <div className="flex min-w-0 flex-col gap-4">
          <People
            id="going"
            title={t("event.going")}
            people={event.attendees.filter((person) => person.status === "attending")}
            empty={t("event.nobodyYet")}
          />
          <People
            id="maybe"
            title={t("event.maybe")}
            people={event.attendees.filter((person) => person.status === "maybe")}
            empty={t("event.nobodyYet")}
          />
        </div>
      </div>
      <p className="mt-4 text-center">
        <Link to="/events" className="text-sm font-medium text-brand-700 hover:underline">
          <span className="inline-block rtl:-scale-x-100">←</span> {t("event.backToEvents")}
        </Link>
      </p>
    </PageShell>
  );
}
