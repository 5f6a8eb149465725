// What components read about the page they are on: the root loader's data, the viewer's language, time zone
// and dates, the title, whether scripts run yet, quiet reloads. One module, so one script file (decision 090).
import { useRouteLoaderData, useRevalidator, useFetchers, useNavigation } from "@remix-run/react";
import { createContext, useContext, useEffect, useState, useCallback, useRef, useMemo } from "react";
import { type i18n } from "i18next";
import { useTranslation } from "~/i18n/react";
import { COMMON_NAMESPACES, SOURCE_LOCALE } from "~/i18n/config";

// The locale Intl formats a language's dates and numbers with: US English for English (the spec's "Nov 13,
// 7:00 PM"), the pseudo-locale's English too, every other language as itself (decision 068).
export function intlLocale(locale: string): string {
  return locale === "en" || locale === "en-XA" ? "en-US" : locale;
}

// Typed access to the root loader's data from any component.

/** A form a toast offers (Undo): where it posts and its fields. */
export type ToastAction = { label: string; action: string; fields: Record<string, string> };

export type ToastMessage = {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  action?: ToastAction;
};

export type ViewerUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  avatarUrl: string;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  role: "member" | "admin";
  /** The languages they speak (decision 069): the composer offers them first, and alone before its script runs. */
  languages?: string[];
};

export type RootData = {
  appName: string;
  /** The language the page is in (decision 068). */
  locale: string;
  /** Where that language's catalog of messages is, named by its content: the browser loads it to come alive. */
  catalogHref?: string | null;
  user: ViewerUser | null;
  toast: ToastMessage | null;
  /** New on every load of the root's data, for members: the start of each form's one-time token (decision 031). */
  formSeed: string | null;
  /** The zone the page was rendered for (requestTimeZone); components read it through useTimeZone. */
  timeZone: string;
  /** When the server started reading this load's data (ms since the epoch): the live socket names it (decision 072). */
  loadedAt: number;
};

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return (
    data ?? {
      appName: "Roots",
      locale: "en",
      user: null,
      toast: null,
      formSeed: null,
      timeZone: DEFAULT_TIME_ZONE,
      loadedAt: 0,
    }
  );
}

export function useAppName(): string {
  return useRootData().appName;
}

export function useOptionalUser(): ViewerUser | null {
  return useRootData().user;
}

/** The language the page is in (the root loader's; decision 068), for Intl formatting in components. */
export function useLocale(): string {
  return useRootData().locale;
}

// Time zones without a library: Intl knows every IANA zone and its offsets, on the server and in the
// browser. Events are stored as UTC instants; a form's wall-clock time is read in a named zone and every
// displayed time names its zone.

export const DEFAULT_TIME_ZONE = "UTC";
/** The cookie our scripts set once they know the browser's zone (read when a form arrives without JS). */
export const TIME_ZONE_COOKIE = "tz";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

// Asking Intl costs a formatter per call (1.3% of a home page's CPU under load): remember the answers
// (bounded: a client sending a new bogus zone each time cannot grow it without limit).
const knownZones = new Map<string, boolean>();

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value))
    return false;
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    valid = false;
  }
  if (knownZones.size >= 1000) knownZones.clear();
  knownZones.set(value, valid);
  return valid;
}

export function timeZoneOr(value: unknown, fallback = DEFAULT_TIME_ZONE): string {
  return isTimeZone(value) ? value : fallback;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

// en-US with these options writes "12/05/2026, 19:00:00".
const EN_US_NUMERIC = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2}):(\d{2})$/;

/** The wall-clock fields of an instant in a zone (quiet hours read it too: quiet-hours.ts). */
export function wallClock(instant: number, timeZone: string) {
  const date = new Date(instant);
  // UTC (the zone of every visitor whose browser has not told us theirs) needs no formatter.
  if (timeZone === "UTC") {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  // format() and one pattern cost a third of formatToParts(); its parts if another ICU ever writes otherwise.
  const match = EN_US_NUMERIC.exec(partsFormat(timeZone).format(date));
  if (match) {
    const [month, day, year, hour, minute, second] = match.slice(1).map(Number);
    return { year, month, day, hour: hour % 24, minute, second };
  }
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffset(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("2026-12-05T19:00", what a datetime-local field sends) names in a zone,
 * or null when the text is not such a time. A time skipped by a DST change moves forward by the gap; a
 * repeated one takes its first occurrence.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day) return null;
  // The offsets a day either side bracket any change: each gives a candidate; keep those that read back.
  const DAY = 86_400_000;
  const candidates = [asUtc - zoneOffset(asUtc - DAY, timeZone), asUtc - zoneOffset(asUtc + DAY, timeZone)].sort(
    (a, b) => a - b,
  );
  const exact = candidates.find((instant) => instant + zoneOffset(instant, timeZone) === asUtc);
  // None reads back: the time fell in a gap; the earlier offset moves it forward by the gap.
  return new Date(exact ?? candidates[1]);
}

/** The wall-clock time of an instant in a zone, as a datetime-local field wants it. */
export function instantToLocal(instant: Date | string, timeZone: string): string {
  const wall = wallClock(new Date(instant).getTime(), timeZoneOr(timeZone));
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** An instant as ISO 8601 with the zone's offset ("2026-12-05T19:00:00+01:00"). */
export function instantWithOffset(instant: Date, timeZone: string): string {
  const offset = zoneOffset(instant.getTime(), timeZone) / 60_000;
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${instantToLocal(instant, timeZone)}:00${sign}${hours}:${minutes}`;
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Sat, Dec 5, 2026, 7:00 PM GMT+1": every displayed event time names its zone. */
export function formatEventTime(instant: Date | string, timeZone: string, withYear = true, locale = "en"): string {
  const zone = timeZoneOr(timeZone);
  const key = `${zone}|${withYear}|${locale}`;
  let format = displayFormats.get(key);
  if (!format) {
    if (displayFormats.size >= 500) displayFormats.clear();
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: zone,
      weekday: "short",
      month: "short",
      day: "numeric",
      ...(withYear ? { year: "numeric" } : {}),
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    displayFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

let browserZone: string | null | undefined;
/** The browser's own zone (null if it names none we know); asked once per page load. */
export function browserTimeZone(): string | null {
  if (browserZone === undefined) {
    let zone: unknown;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
    browserZone = isTimeZone(zone) ? zone : null;
  }
  return browserZone;
}

/** The browser's zone, remembered in a cookie so forms sent without scripts later still know it. */
export function rememberBrowserTimeZone(): string | null {
  const zone = browserTimeZone();
  if (!zone) return null;
  const current = document.cookie.split("; ").find((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`));
  if (current !== `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`) {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  return zone;
}

/** The zone remembered in a Cookie header, or UTC. */
export function timeZoneFromCookieHeader(header: string | null, fallback = DEFAULT_TIME_ZONE): string {
  const pair = (header ?? "").split(/;\s*/).find((item) => item.startsWith(`${TIME_ZONE_COOKIE}=`));
  if (!pair) return timeZoneOr(fallback);
  try {
    return timeZoneOr(decodeURIComponent(pair.slice(TIME_ZONE_COOKIE.length + 1)), timeZoneOr(fallback));
  } catch {
    return timeZoneOr(fallback);
  }
}

// Relative times with the spec's thresholds (section 9), and clock times and dates in the member's zone
// (useTimeZone) and language (useLocale; decision 068). `now` and the zone come from the server's loaders so
// the server render and the browser's hydration agree. English reads exactly as the spec writes it.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

// Making a formatter costs more than using it (a tenth of a millisecond for a NumberFormat here, issue 48): one
// per language, kept, as the relative times' are.
const numberFormats = new Map<string, Intl.NumberFormat>();
/** Figures as the language writes them ("1,234" in English): the page's language (useLocale) or a member's. */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(intlLocale(locale))));
  return format;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string, style: "long" | "narrow", numeric: "always" | "auto") {
  const key = `${locale}|${style}|${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) relativeFormats.set(key, (format = new Intl.RelativeTimeFormat(intlLocale(locale), { style, numeric })));
  return format;
}

/**
 * "Just now" under a minute, "12 minutes ago" under an hour, "3 hours ago" under a day, then "2 days ago" (in
 * Spanish "hace 3 horas"). The spec's "Just now" for a whole hour hid whether a post was a minute or fifty
 * minutes old (issue 43), so minutes come between.
 */
export function relativeTime(date: string | Date, now: string | Date | number, locale = "en"): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (elapsed < MINUTE)
    return locale === "en" ? "Just now" : relativeFormat(locale, "long", "auto").format(0, "second");
  if (elapsed < HOUR) return relativeFormat(locale, "long", "always").format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < 24 * HOUR) return relativeFormat(locale, "long", "always").format(-Math.floor(elapsed / HOUR), "hour");
  return relativeFormat(locale, "long", "always").format(-Math.floor(elapsed / (24 * HOUR)), "day");
}

const FORMATS = {
  /** "12:17 AM" */
  clock: { hour: "numeric", minute: "2-digit" },
  /** "Nov 13" */
  day: { month: "short", day: "numeric" },
  /** "Sat, Nov 21, 2026": a thread's day separator. */
  weekday: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Nov 21, 2026" */
  date: { year: "numeric", month: "short", day: "numeric" },
  /** "November 2026" */
  month: { month: "long", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormat = keyof typeof FORMATS;

// A formatter costs far more than a format: one per kind and zone, kept (bounded, as zones come from cookies).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as the member's calendar and clock read it in their zone (an unknown zone reads as UTC). */
export function formatIn(kind: DateFormat, date: string | Date, timeZone: string, locale = "en"): string {
  const zone = timeZoneOr(timeZone);
  const key = `${kind}|${zone}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= 500) formatters.clear();
    formatter = new Intl.DateTimeFormat(intlLocale(locale), { ...FORMATS[kind], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(date));
}

/** Messages: clock time under 24 hours, 'Nd ago' under 168 hours, else a short date; in the member's zone. */
export function messageTime(date: string | Date, now: string | Date | number, timeZone: string, locale = "en"): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (elapsed < 24 * HOUR) return formatIn("clock", date, timeZone, locale);
  if (elapsed < 168 * HOUR) {
    const days = Math.floor(elapsed / (24 * HOUR));
    return locale === "en" ? `${days}d ago` : relativeFormat(locale, "narrow", "always").format(-days, "day");
  }
  return formatIn("day", date, timeZone, locale);
}

// Page titles read "Home · Roots": the page's own name, then the product name from the root loader
// (APP_NAME). Pure, so every route's `meta` can use it on the server and in the browser.

/** The part of Remix's meta `matches` this needs (structural, so any route's meta args fit). */
type Match = { id: string; data?: unknown };

export const DEFAULT_APP_NAME = "Roots";

export function appNameFrom(matches: ReadonlyArray<Match>): string {
  const data = matches.find((match) => match.id === "root")?.data as { appName?: unknown } | undefined;
  return typeof data?.appName === "string" && data.appName ? data.appName : DEFAULT_APP_NAME;
}

/** "Home · Roots"; the product name alone when the page has no name of its own. */
export function pageTitle(matches: ReadonlyArray<Match>, page?: string | null): string {
  const appName = appNameFrom(matches);
  const name = page?.trim();
  return name ? `${name} · ${appName}` : appName;
}

/** A `meta` export that only sets the title: `export const meta = titleMeta("Discover")`. */
export function titleMeta(page: string) {
  return ({ matches }: { matches: ReadonlyArray<Match> }) => [{ title: pageTitle(matches, page) }];
}

/** A `meta` export for a page whose loader returns its `title`, already in the page's language (decision 068). */
export function dataTitleMeta({ data, matches }: { data?: unknown; matches: ReadonlyArray<Match> }) {
  const title = (data as { title?: unknown } | undefined)?.title;
  return [{ title: pageTitle(matches, typeof title === "string" ? title : null) }];
}

let hydrated = false;

/** Inside a part of the page React hydrates after the rest (HydrateLater): whether that part is live yet. */
export const HydratesLater = createContext<{ current: boolean } | null>(null);

/**
 * False during the server render and the render that hydrates the component, true once scripts run. A
 * component in a part hydrated later starts from false until that part is live, even when the rest of the
 * page is: it must render what the server rendered as it hydrates.
 */
export function useHydrated(): boolean {
  const later = useContext(HydratesLater);
  const [value, setValue] = useState(hydrated && (later?.current ?? true));
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}

/**
 * Reloads the page's data. A reload cut short by a navigation or by a later reload is not an error: Remix
 * rejects its promise with an AbortError, which would otherwise reach the console as uncaught.
 */
export function revalidateQuietly(revalidator: ReturnType<typeof useRevalidator>): void {
  void Promise.resolve(revalidator.revalidate()).catch(() => {});
}

/**
 * Whether the page is loading or sending anything: a navigation, a revalidation, or a fetcher (an enhanced form's
 * submission and the reload that follows it). A revalidation started then aborts those loads in the browser, not
 * on the server: an aborted reload that had already read a form's flash toast (and cleared its cookie) took the
 * toast with it ("Request declined" never showed). Live updates and the outbox wait for this to be false.
 */
export function usePageBusy(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  return (
    navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle")
  );
}

/**
 * A revalidation that waits: at once when the page is idle, else once when it is (several asks make one). For
 * revalidations the member did not ask for this moment (after a message is sent, an outbox item delivered).
 */
export function useRevalidateWhenIdle(): () => void {
  const revalidator = useRevalidator();
  const busy = usePageBusy();
  const state = useRef({ busy, deferred: false, revalidator });
  state.current.busy = busy;
  state.current.revalidator = revalidator;
  useEffect(() => {
    if (busy || !state.current.deferred) return;
    state.current.deferred = false;
    revalidateQuietly(state.current.revalidator);
  }, [busy]);
  return useCallback(() => {
    if (busyNow(state.current.busy)) state.current.deferred = true;
    else revalidateQuietly(state.current.revalidator);
  }, []);
}

type RouterNow = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };

/**
 * Whether the page is busy at this moment, from the router Remix keeps on `window.__remixRouter`. A component's
 * last render can be a moment behind: another part (the outbox's runner, the live socket) may just have started a
 * reload, which this one would abort (an uncaught AbortError). Its last render's answer without the router.
 */
function busyNow(rendered: boolean): boolean {
  const router = (globalThis as { __remixRouter?: { state: RouterNow } }).__remixRouter;
  if (!router) return rendered;
  const { navigation, revalidation, fetchers } = router.state;
  return (
    rendered ||
    navigation.state !== "idle" ||
    revalidation !== "idle" ||
    [...fetchers.values()].some((fetcher) => fetcher.state !== "idle")
  );
}

// Error messages are written in English where the rule lives (zod schemas, AppError in the models) and
// translated where they are shown: a form, a toast, an API answer. The `errors` area is keyed by the English
// message itself; a message with a value in it ("Must be at most 500 characters") is matched against the
// area's templates ("Must be at most {{max}} characters") and i18next fills in the translation (decision 068).

export const ERRORS_NS = "errors";

// The English messages are keys: they hold dots and colons, which must not split them.
const EXACT = { ns: ERRORS_NS, keySeparator: false, nsSeparator: false } as const;

type Template = { key: string; pattern: RegExp; names: string[] };
const templateCache = new WeakMap<object, Template[]>();

/** The templates of a language's errors area (its keys are English, so every language's are the same). */
function templatesOf(bundle: Record<string, string> | undefined): Template[] {
  if (!bundle) return [];
  let cached = templateCache.get(bundle);
  if (cached) return cached;
  cached = Object.keys(bundle)
    .filter((key) => key.includes("{{"))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(name);
          return "(.+?)";
        })
        .join("");
      return { key, pattern: new RegExp(`^${source}$`, "s"), names };
    });
  templateCache.set(bundle, cached);
  return cached;
}

/** The i18next instance's translator of error messages into its language. */
export function errorTranslator(i18n: i18n): (message: string) => string {
  const bundle = i18n.getResourceBundle(i18n.language, ERRORS_NS) as Record<string, string> | undefined;
  const t = i18n.getFixedT(i18n.language, ERRORS_NS);
  const translate = (message: string): string => {
    const exact = bundle?.[message];
    if (exact) return exact;
    // "content: Must be at most 500 characters" (the API names the field first): the field stays as it is.
    const field = /^([\w.]+): (.+)$/s.exec(message);
    if (field) return `${field[1]}: ${translate(field[2])}`;
    for (const { key, pattern, names } of templatesOf(bundle)) {
      const match = pattern.exec(message);
      if (match)
        return t(key, { ...EXACT, ...Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) });
    }
    return message;
  };
  return translate;
}

/** Error messages in the page's language, for components that show them. */
export function useErrorText(): (message: string) => string {
  // English messages are their own keys (messages.test.ts holds it): an English page neither carries the
  // area (17 KB of a page) nor waits for it, and the translator gives each message back as it is.
  const { i18n } = useTranslation(useLocale() === SOURCE_LOCALE ? COMMON_NAMESPACES[0] : ERRORS_NS);
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the instance stays the same when its language changes
  return useMemo(() => errorTranslator(i18n), [i18n, language]);
}
