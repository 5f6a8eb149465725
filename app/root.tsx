import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse, Link, Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { MobileBar } from "~/components/shell/mobile-bar";
import { NavBar } from "~/components/shell/nav-bar";
import { ShowToast, ToastProvider } from "~/components/ui/toaster";
import { countUnreadMessages } from "~/models/messages.server";
import { getViewer } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import type { RootData, ViewerUser } from "~/utils/root-data";
import { readToast } from "~/utils/toast.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, { toast, clear }] = await Promise.all([getViewer(request), readToast(request)]);
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
      }
    : null;
  const unreadMessages = user ? await countUnreadMessages(user.id) : 0;
  const data: RootData & { unreadMessages: number; nonce: string } = {
    appName: getEnv().APP_NAME,
    user: viewer,
    toast,
    unreadMessages,
    // The CSP nonce of this response, for Remix's inline scripts.
    nonce: context.nonce,
  };
  return Response.json(data, { headers: clear ? { "Set-Cookie": clear } : undefined });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = (useRouteLoaderData("root") as { nonce?: string } | undefined)?.nonce;
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-full bg-gray-50 text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The classic compiler's `remix dev` reloads the page through this; it renders nothing in production. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>() as RootData & { unreadMessages: number };
  // Lets tests (and styles) tell when the page has come alive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      {data.user ? (
        <>
          <NavBar user={data.user} unreadMessages={data.unreadMessages} />
          <ShowToast toast={data.toast} />
          <div className="pb-20 md:pb-0">
            <Outlet />
          </div>
          <MobileBar />
        </>
      ) : (
        <>
          <ShowToast toast={data.toast} />
          <Outlet />
        </>
      )}
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page Not Found" : "Something went wrong";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-gray-600">
        {status === 404 ? "The page you are looking for does not exist." : "Please try again in a moment."}
      </p>
      <Link to="/" className="btn-primary">
        Go home
      </Link>
    </main>
  );
}
