// The zone a request's times are shown and read in: the one our scripts remembered in a cookie, else the
// zone of the member's city (decision 053: right without scripts too), else UTC.
import { DEFAULT_TIME_ZONE, timeZoneFromCookieHeader } from "~/lib/page-context";

export function requestTimeZone(request: Request, member?: { place: { timeZone: string } | null } | null): string {
  return timeZoneFromCookieHeader(request.headers.get("cookie"), member?.place?.timeZone ?? DEFAULT_TIME_ZONE);
}
