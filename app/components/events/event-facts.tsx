// What every event shows: when (with its zone: an in-person event's city's, a virtual one's the viewer's), where, and who is coming ("12 going · 3 maybe", "12/20").
import type { ReactNode } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { MemberAvatar, MemberLink } from "~/components/people/member-ui";
import type { EventPerson } from "~/lib/types/events";
import { EventTime, timePlaceOf, type EventTimePlace } from "~/components/ui/kit";
import { useFormatDistance } from "~/lib/use-distance";

export type EventFactsData = {
  eventDate: string;
  location: string | null;
  isVirtual: boolean;
  attendeesCount: number;
  maybeCount: number;
  maxAttendees: number | null;
  cancelled: boolean;
  /** Its city, whose zone an in-person event's time is told in; null or absent when none. */
  place?: EventTimePlace;
  /** From the viewer's city, in km (decision 062); null or absent when unknown or virtual. */
  distanceKm?: number | null;
  /** Members on the waitlist (decision 085): "Full · 4 waiting". */
  waitingCount?: number;
};

export const isFull = (event: Pick<EventFactsData, "attendeesCount" | "maxAttendees">) =>
  event.maxAttendees !== null && event.attendeesCount >= event.maxAttendees;

export function EventBadges({ event, past }: { event: EventFactsData; past: boolean }) {
  const { t } = useTranslation("events");
  const { t: tHosting } = useTranslation("eventHosting");
  const badges: ReactNode[] = [];
  if (event.cancelled)
    badges.push(
      <span key="c" className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700">
        {t("badges.cancelled")}
      </span>,
    );
  else if (past)
    badges.push(
      <span key="p" className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">
        {t("badges.past")}
      </span>,
    );
  if (isFull(event) && !event.cancelled && !past)
    badges.push(
      <span key="f" className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
        {event.waitingCount ? tHosting("card.fullWaiting", { n: event.waitingCount }) : t("badges.full")}
      </span>,
    );
  if (event.isVirtual)
    badges.push(
      <span key="v" className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
        {t("badges.virtual")}
      </span>,
    );
  return badges.length ? (
    <div className="flex flex-wrap gap-2" data-testid="event-badges">
      {badges}
    </div>
  ) : null;
}

export function EventFacts({ event, timeZone }: { event: EventFactsData; timeZone: string }) {
  const { t } = useTranslation("events");
  const formatDistance = useFormatDistance();
  return (
    <dl className="grid gap-1 text-sm text-gray-700">
      <div className="flex gap-2">
        <dt className="sr-only">{t("facts.when")}</dt>
        <dd className="font-semibold text-brand-700">
          <EventTime iso={event.eventDate} timeZone={timeZone} place={timePlaceOf(event)} />
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="sr-only">{t("facts.where")}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {event.location ? <span dir="auto">{event.location}</span> : t("facts.virtualEvent")}
          {event.distanceKm != null ? (
            <span className="ms-2 whitespace-nowrap font-medium text-gray-900" data-testid="event-distance">
              {formatDistance(event.distanceKm)}
            </span>
          ) : event.isVirtual && event.location ? (
            <span className="ms-2 whitespace-nowrap font-medium text-gray-900" data-testid="event-distance">
              {t("facts.virtual")}
            </span>
          ) : null}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="sr-only">{t("facts.whoIsComing")}</dt>
        <dd data-testid="event-attendance">
          {t("facts.attendance", { going: event.attendeesCount, maybe: event.maybeCount })}
          {event.maxAttendees !== null ? (
            <span className="ms-2 font-medium" data-testid="event-capacity">
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
  const { t } = useTranslation("events");
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-gray-600">
      <MemberAvatar user={organizer} size={size} />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <Trans
          t={t}
          i18nKey="facts.organisedBy"
          values={{ name: `${organizer.firstName} ${organizer.lastName}` }}
          components={{ name: <OrganizerName id={organizer.id} /> }}
        />
      </span>
    </div>
  );
}

/** The organizer's name in the sentence: their profile link, the name in its own direction. */
function OrganizerName({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <MemberLink id={id} className="font-medium text-gray-900 hover:underline">
      <span dir="auto">{children}</span>
    </MemberLink>
  );
}
