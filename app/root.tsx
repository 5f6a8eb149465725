import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Link, ShowToast, ToastProvider } from "~/components/ui/kit";
import { useEffect } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { rememberBrowserTimeZone, pageTitle, type RootData, type ViewerUser, useErrorText } from "~/lib/page-context";
import { SignedInShell } from "~/components/shell/signed-in-shell";
import { LanguageMenu } from "~/components/shell/language-menu";
import { ScrollOnRedirectAway } from "~/components/ui/scroll-on-redirect";
import {
  countRootBadges,
  getViewer,
  getEnv,
  readToast,
  requestTimeZone,
  pageHandler,
  requestLocale,
  pageT,
  languageCatalog,
} from "./root.server";
import { VerifyEmailBanner } from "~/components/account/verify-banner";
import { clientPart } from "~/components/ui/client-part";
import stylesheet from "~/tailwind.css";
import { THEME_COLOR } from "~/lib/brand";
import { keepZodFromEval } from "~/lib/zod-browser";
import { directionOf } from "~/i18n/config";
import { MessagesScript } from "~/i18n/messages-script";

keepZodFromEval();

/** Asks a member whose old free-text location matched no city to pick theirs; "Not now" ends it. */
function PickCityBanner({ text }: { text: string }) {
  const { t } = useTranslation("places");
  return (
    <section
      aria-label={t("banner.title")}
      className="mx-auto mt-3 max-w-5xl rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{t("banner.title")}</p>
      <p className="[overflow-wrap:anywhere]">
        <Trans t={t} i18nKey="banner.text" values={{ text }} components={{ typed: <bdi dir="auto" /> }} />
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Link to="/profile?edit=1" className="font-semibold text-brand-700 underline">
          {t("banner.link")}
        </Link>
        <Form method="post" action="/profile">
          <input type="hidden" name="intent" value="dismiss-place" />
          <button type="submit" className="text-amber-900 underline">
            {t("banner.dismiss")}
          </button>
        </Form>
      </div>
    </section>
  );
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

// Routes set "Page · Roots" with pageTitle; this is the fallback (the root error page), in the page's language
// when the root loader could answer.
export const meta: MetaFunction = ({ matches, error }) => {
  const errorTitle = (matches.find((match) => match.id === "root")?.data as { errorTitle?: string } | undefined)
    ?.errorTitle;
  return [{ title: pageTitle(matches, error ? (errorTitle ?? "Something went wrong") : null) }];
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    // Before any read: an event from here on may or may not be in this load's data, and the live socket asks.
    const loadedAt = Date.now();
    const [user, { toast, clear }, locale, t] = await Promise.all([
      getViewer(context),
      readToast(request),
      requestLocale(request, context),
      pageT(request, context, "errorPages"),
    ]);
    const viewer: ViewerUser | null = user
      ? {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          profileImageUrl: user.profileImageUrl,
          avatarUrl: user.avatarUrl,
          countryOfOrigin: user.countryOfOrigin,
          currentLocation: user.currentLocation,
          role: user.role,
          languages: user.languages,
        }
      : null;
    // What the page itself shows unread is left out of the badges in the render (useShownUnread).
    const { unreadMessages, unreadNotifications, emailUnverified } = user
      ? await countRootBadges(user.id)
      : { unreadMessages: 0, unreadNotifications: 0, emailUnverified: false };
    const data: RootData & {
      unreadMessages: number;
      unreadNotifications: number;
      emailUnverified: boolean;
      nonce: string;
      askCity: string | null;
      errorTitle: string;
    } = {
      appName: getEnv().APP_NAME,
      locale,
      catalogHref: languageCatalog(locale)?.href ?? null,
      user: viewer,
      toast,
      formSeed: user ? crypto.randomUUID() : null,
      timeZone: requestTimeZone(request, user),
      loadedAt,
      // A location from before places that no city matched: asked once to pick one (decision 053).
      askCity:
        user && user.placeId === null && user.currentLocation && !user.placeAskedAt ? user.currentLocation : null,
      unreadMessages,
      unreadNotifications,
      emailUnverified,
      // The CSP nonce of this response, for Remix's inline scripts.
      nonce: context.nonce,
      // The title of an error page a child route's failure shows (meta has no t of its own).
      errorTitle: t("title"),
    };
    return Response.json(data, { headers: clear ? { "Set-Cookie": clear } : undefined });
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData("root") as
    { nonce?: string; locale?: string; catalogHref?: string | null } | undefined;
  const nonce = root?.nonce;
  // An error page with no root data still renders in the language the page's messages are in.
  const { i18n } = useTranslation();
  const locale = root?.locale ?? i18n.language;
  return (
    <html lang={locale} dir={directionOf(locale)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
        {/* The language's messages, loaded beside the scripts: the page comes alive once both are here. */}
        {root?.catalogHref ? <link rel="preload" as="fetch" href={root.catalogHref} crossOrigin="anonymous" /> : null}
      </head>
      <body className="min-h-full bg-gray-50 text-gray-900 antialiased">
        {children}
        <MessagesScript />
        <ScrollRestoration nonce={nonce} />
        <ScrollOnRedirectAway />
        <Scripts nonce={nonce} />
        {/* The classic compiler's `remix dev` reloads the page through this; it renders nothing in production. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

type LoadedRoot = RootData & {
  unreadMessages: number;
  unreadNotifications: number;
  emailUnverified?: boolean;
  askCity: string | null;
};

/** A language saved by a form the page then revalidates (the profile's): the browser's messages follow. */
function useFollowLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}

/** Lets tests (and styles) tell when the page has come alive. */
function useAliveMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    rememberBrowserTimeZone();
  }, []);
}

// Parts with nothing to draw until scripts run (clientPart): the install hint asks the browser; the outbox and the
// service worker's bridge speak only once the device has something to say.
const InstallHint = clientPart(() => import("~/components/device/install-hint").then((module) => module.InstallHint));
const OutboxRunner = clientPart(() =>
  import("~/components/outbox/outbox-runner").then((module) => module.OutboxRunner),
);
const RefusedNotice = clientPart(() =>
  import("~/components/outbox/refused-notice").then((module) => module.RefusedNotice),
);
const DeviceBridge = clientPart(() =>
  import("~/components/device/device-bridge").then((module) => module.DeviceBridge),
);

/** A signed-in member's page (or error page) in the shell, with the toast the root loader read. */
function MemberFrame({ data, user, children }: { data: LoadedRoot; user: ViewerUser; children: React.ReactNode }) {
  return (
    <SignedInShell user={user} unreadMessages={data.unreadMessages} unreadNotifications={data.unreadNotifications}>
      <ShowToast toast={data.toast} />
      <RefusedNotice memberId={user.id} />
      {data.emailUnverified ? <VerifyEmailBanner /> : null}
      {data.askCity ? <PickCityBanner text={data.askCity} /> : null}
      <InstallHint />
      <DeviceBridge />
      <div className="pb-20 md:pb-0">
        {children}
        <footer className="mx-auto mt-8 max-w-7xl border-t border-gray-200 px-4 py-4">
          <LanguageMenu />
        </footer>
      </div>
    </SignedInShell>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>() as LoadedRoot;
  useAliveMark();
  useFollowLanguage(data.locale);
  return (
    <ToastProvider>
      <OutboxRunner memberId={data.user?.id ?? null} />
      {data.user ? (
        <MemberFrame data={data} user={data.user}>
          <Outlet />
        </MemberFrame>
      ) : (
        <>
          <ShowToast toast={data.toast} />
          <Outlet />
        </>
      )}
    </ToastProvider>
  );
}

// Each status's page, as keys of the errorPages area; any other status says "Something went wrong".
const ERROR_PAGES: Record<number, string> = {
  400: "badRequest",
  404: "notFound",
  405: "notAllowed",
  413: "tooLarge",
  415: "formOnly",
  429: "tooMany",
  503: "unavailable",
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("errorPages");
  const errorText = useErrorText();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = ERROR_PAGES[status];
  const page = key
    ? { title: t(`${key}.title`), message: t(`${key}.message`) }
    : { title: t("title"), message: t("message") };
  // A plain-text reason from the server (never an internal error's message, which stays in the log), in the
  // page's language when the errors area knows it.
  const detail =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 && error.data
      ? errorText(error.data)
      : null;
  // The root's own data when only a page's loader failed: a member keeps the navigation.
  const data = useRouteLoaderData("root") as LoadedRoot | undefined;
  useAliveMark();
  const content = (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center [overflow-wrap:anywhere]">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <p className="text-gray-600">{detail || page.message}</p>
      <Link to="/" className="btn-primary">
        {t("goHome")}
      </Link>
    </main>
  );
  if (!data?.user) return content;
  return (
    <ToastProvider>
      <MemberFrame data={data} user={data.user}>
        {content}
      </MemberFrame>
    </ToastProvider>
  );
}
