// The zone every clock time and date on a page is shown in (decision 035): the one the server rendered for
// (the `tz` cookie our scripts remember, else UTC), then the browser's own once scripts run. The first
// client render uses the server's, so hydration matches; the switch is an ordinary re-render after it.
import { useRootData, browserTimeZone, useHydrated } from "~/lib/page-context";

export function useTimeZone(): string {
  const served = useRootData().timeZone;
  const hydrated = useHydrated();
  return hydrated ? (browserTimeZone() ?? served) : served;
}
