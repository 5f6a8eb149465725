// An event's date and time, naming the zone ("Sat, Dec 5, 2026, 7:00 PM GMT+1"). An in-person event's is in its
// city's own zone and says so ("· Lagos time"): that is when one must be there, wherever one reads it from. A
// virtual event's (no `place`) is in the viewer's zone.
import { useTranslation } from "react-i18next";
import { useLocale } from "~/lib/use-locale";
import { formatEventTime } from "~/lib/time-zone";

/** Where an event happens, for its time: its city's name and zone; null for a virtual event or one without a city. */
export type EventTimePlace = { city: string; timeZone: string } | null;

/** The place an event's time is told in: the city of an in-person event, none for a virtual one. */
export const timePlaceOf = (event: { isVirtual: boolean; place?: EventTimePlace }): EventTimePlace =>
  event.isVirtual || !event.place ? null : { city: event.place.city, timeZone: event.place.timeZone };

export function EventTime({
  iso,
  timeZone,
  place = null,
  className,
}: {
  iso: string;
  /** The viewer's zone, for a virtual event. */
  timeZone: string;
  place?: EventTimePlace;
  className?: string;
}) {
  const locale = useLocale();
  const { t } = useTranslation("events");
  return (
    <>
      {/* The server's and the browser's zone data can disagree (Vancouver in December 2026: PST in Node 20's ICU,
          PDT in current Chromium): the page keeps the server's words rather than failing to hydrate. */}
      <time dateTime={iso} className={className} suppressHydrationWarning>
        {formatEventTime(iso, place?.timeZone ?? timeZone, undefined, locale)}
      </time>
      {place ? (
        <span data-testid="event-local-time">
          {" · "}
          <span dir="auto">{t("facts.cityTime", { city: place.city })}</span>
        </span>
      ) : null}
    </>
  );
}
