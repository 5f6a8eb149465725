// Unknown paths: the landing page for visitors (spec), "Page Not Found" for members; 404 either way.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { LandingPage } from "~/components/landing/landing-page";
import { getViewer } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

const title = titleMeta("Page Not Found");
// Search engines must not index the landing page under every mistyped address.
export const meta: MetaFunction = (args) => [...title(args), { name: "robots", content: "noindex" }];

export function loader({ context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await getViewer(context);
    return Response.json({ signedIn: Boolean(user) }, { status: 404 });
  });
}

// A form posted to an unknown path gets the same 404 page (not a 405 that names our routes).
export const action = loader;

export default function NotFound() {
  const { signedIn } = useLoaderData<{ signedIn: boolean }>();
  if (!signedIn) return <LandingPage />;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-gray-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary">
        Back to home
      </Link>
    </main>
  );
}
