// An event's date and time in the viewer's zone, naming the zone ("Sat, Dec 5, 2026, 7:00 PM GMT+1").
import { useLocale } from "~/lib/use-locale";
import { formatEventTime } from "~/lib/time-zone";

export function EventTime({ iso, timeZone, className }: { iso: string; timeZone: string; className?: string }) {
  const locale = useLocale();
  return (
    <time dateTime={iso} className={className}>
      {formatEventTime(iso, timeZone, undefined, locale)}
    </time>
  );
}
