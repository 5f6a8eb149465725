// The zone a request's times are shown and read in: the one our scripts remembered in a cookie, or UTC.
import { timeZoneFromCookieHeader } from "~/lib/time-zone";

export function requestTimeZone(request: Request): string {
  return timeZoneFromCookieHeader(request.headers.get("cookie"));
}
