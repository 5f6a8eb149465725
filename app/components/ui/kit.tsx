// The UI pieces most pages draw with (links, avatars, flags, toasts, confirmations, enhanced forms, the page
// frame), in one module on purpose: the browser build makes one script file per set of pages sharing a module,
// so one module here is one file to fetch instead of eighteen (issue 48; decision 090).
import {
  type CSSProperties,
  useId,
  useEffect,
  useLayoutEffect,
  useState,
  createElement,
  forwardRef,
  useRef,
  type FormEvent,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  type ReactNode,
  type ComponentProps,
} from "react";
import {
  type ToastMessage,
  useRootData,
  useHydrated,
  useAppName,
  type ToastAction,
  useErrorText,
  useLocale,
  formatEventTime,
} from "~/lib/page-context";
import { SUBMISSION_FIELD } from "~/lib/submission-token";
import { Link as RemixLink, type LinkProps, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { flagCode, flagUrl, useCountryName } from "~/lib/countries";
import { Icon, LogoMark } from "~/components/shell/icons";
import { type Confirmation } from "~/components/ui/confirmation";
import { useTranslation } from "~/i18n/react";

// The colours of a toast, shared by the Radix toast and the inline box shown before scripts run.
export const toastTone = {
  success: "border-green-200 bg-white",
  info: "border-gray-200 bg-white",
  error: "border-red-300 bg-red-600 text-white",
} as const;

// The blurred placeholder behind a photo while it loads (decision 050): a data: URL as the <img>'s own
// background, covered by the picture once it is in. Nothing for a picture from before placeholders.

export function placeholderStyle(placeholder: string | null): CSSProperties | undefined {
  return placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: "cover" } : undefined;
}

// What a page action answers when it refuses a form: Conform's own result shape (`SubmissionResult`:
// field errors and what the user typed, given straight to `useForm({ lastResult })`) with the toast that
// says why. The same object reaches a page without scripts (useActionData) and a fetcher (fetcher.data);
// an accepted form is answered with a redirect instead, which fetchers follow.

export type FormReply = {
  status: "error";
  initialValue: Record<string, string>;
  error: Record<string, string[]>;
  toast: ToastMessage;
  /** A city picker's "did you mean" places, by field name. */
  choices?: Record<string, Array<{ id: number; label: string }>>;
};

/** A fetcher's or a page's answer, when it is a refused form (a redirect leaves no data). */
export function asFormReply(value: unknown): FormReply | undefined {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "error"
    ? (value as FormReply)
    : undefined;
}

/** Each refused field's first error (for a form that shows errors without Conform). */
export function replyFieldErrors(reply: FormReply | undefined): Record<string, string> {
  if (!reply) return {};
  return Object.fromEntries(Object.entries(reply.error).map(([name, messages]) => [name, messages[0] ?? ""]));
}

// The hidden one-time token of a create form (decision 031): the same submission sent again (a member tapping
// "Post" three times on a slow network) gets the first answer and writes nothing. Made in the render from the
// root's per-load seed and the form's place in the tree, so the server's HTML and the hydrated page agree; a
// new load, or `sent` moving on after an accepted submission, makes the next one.

export function useSubmissionToken(sent = 0): string | null {
  const { formSeed } = useRootData();
  const id = useId().replace(/\W/g, "");
  // Without a seed (a visitor, an error page) no token: the form writes on every submission, as before.
  return formSeed ? `${formSeed}-${id}-${sent}` : null;
}

export function SubmissionToken({ sent }: { sent?: number }) {
  const token = useSubmissionToken(sent);
  return token ? <input type="hidden" name={SUBMISSION_FIELD} value={token} /> : null;
}

// What a member types before the page's scripts run stays theirs (decision 034). React keeps an input's
// typed value as it hydrates, but then writes a controlled field's state back over it at the next render,
// and it resets a textarea served with text to that text at once. So on the render that hydrates a field,
// its value starts from what the server-rendered element holds now.

// No layout effects on the server (React warns there).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** What the server-rendered field `id` holds, on the render that hydrates it (`hydrated` false); undefined otherwise. */
export function typedBeforeHydration(id: string, hydrated: boolean): string | undefined {
  if (typeof document === "undefined" || hydrated) return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : undefined;
}

/** State for a controlled text field: `initial`, or what was typed into the field before hydration. */
export function useTypedValue(id: string, initial: string) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => typedBeforeHydration(id, hydrated) ?? initial);
  // Hydration yields to the browser: keys pressed meanwhile reached the element but not this state.
  useClientLayoutEffect(() => {
    const typed = typedBeforeHydration(id, hydrated);
    if (typed !== undefined) setValue(typed);
    // Once, as the field hydrates.
  }, []);
  return [value, setValue] as const;
}

/**
 * An uncontrolled textarea's defaultValue. On the render that hydrates it, what it holds now (React would
 * reset it to its served text otherwise); from the next render on, `defaultValue` again (a form reset
 * goes back to it).
 */
export function useTypedDefault<T>(id: string, defaultValue: T): T | string {
  const hydrated = useHydrated();
  const typed = typedBeforeHydration(id, hydrated);
  return typed ?? defaultValue;
}

export function Spinner({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden data-testid="spinner">
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 018-8v4a4 4 0 00-4 4H4z" />
    </svg>
  );
}

// Remix's Link, except that the server writes a plain app path as the anchor Link would render, without
// the router: resolving it there (useHref, the click handler's hooks, prefetch state) cost ≈ 9 µs a link,
// ≈ 1 ms of the home page's render for its hundred links (issue 13). The markup is the same, so the browser
// hydrates it as Remix's Link and navigates with it (link.test.tsx holds the two equal).

export type { LinkProps };

const onServer = typeof document === "undefined";

/** An absolute path the router writes back as it is: no "." or ".." segments, no doubled or leading "//". */
function isPlainPath(to: string): boolean {
  if (!to.startsWith("/") || to.startsWith("//")) return false;
  const path = to.replace(/[?#].*$/, "");
  return !path.includes("//") && !/(^|\/)\.\.?(\/|$)/.test(path) && !/[?#]$/.test(to) && !/\?#/.test(to);
}

// A page links the same paths again and again (a member's page from each of their posts), and so does
// every request: remember the answers (at most 5,000 paths of at most 512 characters).
const plainPaths = new Map<string, boolean>();
function plainPath(to: LinkProps["to"]): to is string {
  if (typeof to !== "string") return false;
  if (to.length > 512) return isPlainPath(to);
  let plain = plainPaths.get(to);
  if (plain === undefined) {
    plain = isPlainPath(to);
    if (plainPaths.size >= 5000) plainPaths.clear();
    plainPaths.set(to, plain);
  }
  return plain;
}

// Props the router reads, not the anchor (and `target`, which Remix writes last).
const NOT_ATTRIBUTES = new Set([
  "to",
  "prefetch",
  "discover",
  "reloadDocument",
  "relative",
  "replace",
  "state",
  "preventScrollReset",
  "viewTransition",
  "target",
]);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to, prefetch, discover, reloadDocument, relative } = props;
  if (
    !onServer ||
    !plainPath(to) ||
    (prefetch && prefetch !== "none") ||
    (discover && discover !== "render" && discover !== "none") ||
    reloadDocument ||
    relative
  ) {
    return <RemixLink ref={ref} {...props} />;
  }
  // Attributes in Remix's order (its Link passes `target` last), so the markup is the same byte for byte.
  // Copied key by key: with object rest (twice), a spread and the path's regular expressions each time, a
  // link cost ≈ 3.4 µs; now ≈ 0.75 µs (the home page's 99 links: ≈ 0.26 ms less).
  const attributes: Record<string, unknown> = {};
  for (const key in props) {
    if (!NOT_ATTRIBUTES.has(key)) attributes[key] = props[key as keyof LinkProps];
  }
  if (discover !== "none") attributes["data-discover"] = "true";
  attributes.href = to;
  attributes.target = props.target;
  return createElement("a", attributes);
});

// The brand mark is LogoMark (icons.tsx): logo.svg, drawn in the brand's colour.
export function Logo({ className }: { className?: string }) {
  const appName = useAppName();
  return (
    <span className={`inline-flex min-w-0 items-center gap-2 ${className ?? ""}`}>
      <LogoMark className="h-8 w-8 shrink-0" />
      <span className="truncate text-xl font-extrabold tracking-tight text-slate-900">{appName}</span>
    </span>
  );
}

// An avatar's size as a class: the base style's `height: auto` would otherwise let a flex row stretch it. Literal
// names, so the stylesheet has them; another size gets its style inline.
const AVATAR_SIZES: Record<number, string> = {
  28: "avatar size-7",
  32: "avatar size-8",
  36: "avatar size-9",
  40: "avatar size-10",
  44: "avatar size-11",
  48: "avatar size-12",
  72: "avatar size-[72px]",
  96: "avatar size-24",
};

export function Avatar({
  user,
  size = 40,
}: {
  user: { firstName: string; lastName: string; avatarUrl: string };
  size?: number;
}) {
  const sized = AVATAR_SIZES[size];
  return (
    <img
      src={user.avatarUrl}
      alt={`${user.firstName} ${user.lastName}`}
      // The alt is the member's name: in its own direction.
      dir="auto"
      width={size}
      height={size}
      loading="lazy"
      className={sized ?? "avatar"}
      style={sized ? undefined : { width: size, height: size }}
    />
  );
}

// A member's homeland as a small SVG flag (every country has one) or a globe (a name we do not know, or none),
// with the country's name (in the page's language) for screen readers. `nameShown` when the name is already
// written beside it.

export function CountryFlag({
  country,
  nameShown = false,
}: {
  country: string | null | undefined;
  nameShown?: boolean;
}) {
  const code = flagCode(country);
  const countryName = useCountryName();
  const label = country ? countryName(country) : undefined;
  // A known flag is one image named by its alt (nothing when the name is written beside it).
  if (code) {
    return (
      <img
        src={flagUrl(code)}
        alt={nameShown ? "" : (label ?? "")}
        title={label}
        width={18}
        height={12}
        className="flag"
        data-testid="country-flag"
      />
    );
  }
  return (
    <span className="flag-box" title={label} data-testid="country-flag">
      <Icon name="globe" className="h-4 w-4 text-gray-500" />
      {!nameShown && label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

// A toggle button's form (Like, Helpful) with scripts: each click flips what the screen shows at once, but
// only one request is on its way at a time and it says which state it wants (toggleStateSchema). Clicks made
// meanwhile change only what is wanted; once the answer is in and the page has reloaded, one more request
// goes if the member changed their mind, else the screen shows the server's state (decision 034). Without
// scripts the form posts its `pressed` field as it is.

export const PRESSED_FIELD = "pressed";

export function useSettledToggle({ key, pressed, count }: { key: string; pressed: boolean; count: number }) {
  const { fetcher, reply } = useEnhancedFetcher({ key });
  const formRef = useRef<HTMLFormElement>(null);
  // What the member's last click asked for, until the server has it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  // What the request on its way asks for (a ref: a second click can come before the next render).
  const sent = useRef<boolean | null>(null);

  function send(value: boolean) {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    data.set(PRESSED_FIELD, String(value));
    sent.current = value;
    // The action redirects back to this page: the reader stays where they were, as with EnhancedForm.
    fetcher.submit(data, {
      method: "post",
      action: form.getAttribute("action") ?? undefined,
      preventScrollReset: true,
    });
  }

  useEffect(() => {
    if (fetcher.state !== "idle" || sent.current === null) return;
    const last = sent.current;
    sent.current = null;
    // A refusal leaves the server's state on screen (its toast says why); a change of mind is sent.
    if (!reply && wanted !== null && wanted !== last) send(wanted);
    else setWanted(null);
    // Once per finished request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = !(wanted ?? pressed);
    setWanted(next);
    if (sent.current === null) send(next);
  }

  const shown = wanted ?? pressed;
  return {
    fetcher,
    formRef,
    onSubmit,
    pressed: shown,
    count: count + (shown === pressed ? 0 : shown ? 1 : -1),
    busy: fetcher.state !== "idle" || wanted !== null,
  };
}

// A toast's action (Undo after a block): a small form, so it works in the inline box without JS as in the
// live toast; with JS it posts through a fetcher and the page reloads under the toast that answers it.

export function ToastActionForm({ action }: { action: ToastAction }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={action.action} className="mt-1">
      {Object.entries(action.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="btn-secondary px-3 py-1 text-sm"
        disabled={fetcher.state !== "idle"}
        data-testid="toast-action"
      >
        {action.label}
      </button>
    </fetcher.Form>
  );
}

// Toasts under the spec's rules: one at a time, 5000 ms, swipe right, F8, region "Notifications".
// Before scripts run (or without them) the same message is rendered in the page as a status box.

const ToastRegion = lazy(() => import("~/components/ui/toast-region"));

const ShowToastContext = createContext<(toast: ToastMessage) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((toast: ToastMessage) => {
    setCurrent(toast);
    setOpen(true);
  }, []);
  return (
    <ShowToastContext.Provider value={show}>
      {children}
      {/* Radix arrives after the page is interactive (it is not part of the first load); before that a
          toast is the inline status box below. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <ToastRegion current={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </ShowToastContext.Provider>
  );
}

/** Shows a toast from loader or action data: as a Radix toast once hydrated, inline before that. */
export function ShowToast({ toast: sent }: { toast: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  const show = useContext(ShowToastContext);
  // A model's refusal arrives in English (its rule's own words): shown in the page's language.
  const errorText = useErrorText();
  const toast = sent && {
    ...sent,
    title: errorText(sent.title),
    ...(sent.description ? { description: errorText(sent.description) } : {}),
  };
  useEffect(() => {
    if (toast && hydrated) show(toast);
    // The id changes with every new message; the same message is not shown twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast?.id, hydrated]);
  if (hydrated || !toast) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
      className={`mx-auto my-3 w-full max-w-3xl rounded-xl border p-4 shadow-sm ${toastTone[toast.type]}`}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      {toast.action ? <ToastActionForm action={toast.action} /> : null}
    </div>
  );
}

/** Shows a toast from the browser (e.g. instant form validation). */
export function useShowToast() {
  return useContext(ShowToastContext);
}

// A destructive action's button (decision 036). Without JS it is a GET form to the action's confirmation
// page (confirm-page.tsx), carrying returnTo; with JS the same button opens the question in a modal dialog
// holding the real form (confirm-dialog.tsx). The dialog's code is not in the first load: hovering or
// focusing the button fetches it, and the first click waits for it if it has not arrived.

const loadDialog = () => import("./confirm-dialog");
const ConfirmDialog = lazy(loadDialog);
const preload = () => void loadDialog();

export type ConfirmActionProps = Omit<ComponentProps<"button">, "type" | "form" | "children"> & {
  /** The confirmation page (GET), for browsers without JS. */
  page: string;
  /** Where the confirmed form posts; the confirmation page's own action unless given. */
  action?: string;
  returnTo?: string;
  /** Hidden fields of the confirmed form (an intent, an id). */
  fields?: Record<string, string>;
  confirmation: Confirmation;
  /** Fields the member fills in before confirming (a reason), inside the dialog's form. */
  extra?: ReactNode;
  children: ReactNode;
};

export function ConfirmAction({
  page,
  action = page,
  returnTo,
  fields,
  confirmation,
  extra,
  children,
  ...button
}: ConfirmActionProps) {
  // Each opening is a round of its own: a dialog closed with Escape reports it a task later, and by then a
  // quick Enter on the button may already have asked again. A late close of an old round changes nothing.
  const [shown, setShown] = useState({ open: false, round: 0 });
  const round = useRef(0);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <form
        method="get"
        action={page}
        onSubmit={(event) => {
          event.preventDefault();
          round.current += 1;
          setShown({ open: true, round: round.current });
        }}
      >
        {returnTo !== undefined ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        {/* A form's button submits (no type written: one on every post). */}
        <button ref={opener} onPointerEnter={preload} onFocus={preload} {...button}>
          {children}
        </button>
      </form>
      {shown.open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={shown.round}
            confirmation={confirmation}
            action={action}
            returnTo={returnTo}
            fields={fields}
            extra={extra}
            onClose={() => {
              if (round.current !== shown.round) return;
              setShown({ open: false, round: shown.round });
              // Back to the button that opened it (still there unless the action took its item away).
              if (opener.current?.isConnected) opener.current.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

// A form that works without JavaScript and is optimistic with it: the one protocol every control uses.
// Without scripts it is a plain POST; with them it posts through a fetcher. The action answers both the
// same way (page-response.server.ts): a redirect back with the toast in the flash cookie, which the
// fetcher follows (the page's loaders reload and the root shows the toast), or a refused form's FormReply,
// whose toast shows here.

/**
 * A fetcher for an enhanced form. `reply` is the server's refusal of the last submission, if it refused it;
 * `onSuccess` runs once each time a submission was accepted and the page has reloaded.
 */
export function useEnhancedFetcher(options: { key?: string; onSuccess?: () => void } = {}) {
  const fetcher = useFetcher(options.key ? { key: options.key } : undefined);
  const show = useShowToast();
  const reply = asFormReply(fetcher.data);
  // The toast as soon as the answer arrives (the page may revalidate and unmount this control right after).
  useEffect(() => {
    if (reply) show(reply.toast);
    // Once per answer: every answer is a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
  // A submission ends when the fetcher is idle again; it was accepted when it left no refusal behind.
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state === "submitting") submitted.current = true;
    if (fetcher.state !== "idle" || !submitted.current) return;
    submitted.current = false;
    if (!reply) options.onSuccess?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, reply]);
  return { fetcher, reply, pending: fetcher.state !== "idle", fieldErrors: replyFieldErrors(reply) };
}

// `formRef`, not `ref`: React 18 does not pass `ref` to function components.
type FormProps = Omit<ComponentProps<"form">, "method" | "action" | "ref" | "encType"> & {
  formRef?: React.Ref<HTMLFormElement>;
  /** Multipart for a form with files (the composer's photos). */
  encType?: "multipart/form-data";
  /**
   * Keep the reader's scroll position when the answer reloads the page (the default: likes, comments, RSVPs).
   * A form whose answer leads to the top of its list (a new service, a new question) says false.
   */
  preventScrollReset?: boolean;
};

/** How many of the fetcher's submissions were accepted (ended without a refusal): each moves the token on. */
function useAcceptedCount(fetcher: FetcherWithComponents<unknown>): number {
  const [accepted, setAccepted] = useState(0);
  const busy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    // A refused form wrote nothing: sent again, it may keep its token.
    if (!asFormReply(fetcher.data)) setAccepted((count) => count + 1);
  }, [fetcher.state, fetcher.data]);
  return accepted;
}

/**
 * The form itself: posts to `action`, says where to come back to, and carries its one-time token (decision 031;
 * the routes that create something pass it to the model, the others ignore it). `oneTime={false}`: a form whose
 * sending twice does what sending once does (a like says the state it wants), so it carries none: ten cards'
 * tokens were a kilobyte of the home page.
 */
export function EnhancedForm<T>({
  fetcher,
  action,
  returnTo,
  formRef,
  children,
  preventScrollReset = true,
  oneTime = true,
  ...props
}: FormProps & { fetcher: FetcherWithComponents<T>; action: string; returnTo?: string; oneTime?: boolean }) {
  const hydrated = useHydrated();
  // Without scripts the page reloads, so `#post-1` brings the reader back to the card; with them the page
  // stays where it is and a fragment would scroll it.
  const back = returnTo !== undefined && hydrated ? returnTo.replace(/#.*$/, "") : returnTo;
  const accepted = useAcceptedCount(fetcher as FetcherWithComponents<unknown>);
  return (
    <fetcher.Form ref={formRef} method="post" action={action} preventScrollReset={preventScrollReset} {...props}>
      {back !== undefined ? <input type="hidden" name="returnTo" value={back} /> : null}
      {oneTime ? <SubmissionToken sent={accepted} /> : null}
      {children}
    </fetcher.Form>
  );
}

// Building blocks shared by the member screens.

export function PageShell({
  title,
  subtitle,
  actions,
  children,
}: {
  /** Interface text, or a node (a member's title in an element with dir="auto"). */
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900 [overflow-wrap:anywhere] sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-gray-600">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}

export function EmptyState({
  title,
  description,
  children,
}: {
  /** Interface text, or a node (a member's words in an element with dir="auto"). */
  title: ReactNode;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center gap-3 py-12 text-center" data-testid="empty-state">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {description ? <p className="max-w-md text-sm text-gray-600 [overflow-wrap:anywhere]">{description}</p> : null}
      {children}
    </div>
  );
}

// An event's date and time, naming the zone ("Sat, Dec 5, 2026, 7:00 PM GMT+1"). An in-person event's is in its
// city's own zone and says so ("· Lagos time"): that is when one must be there, wherever one reads it from. A
// virtual event's (no `place`) is in the viewer's zone.

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
