// Unknown paths: the landing page for visitors (spec), "Page Not Found" for members; 404 either way.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { LandingPage } from "~/components/landing/landing-page";
import { getViewer, pageT, pageHandler } from "./$.server";
import { dataTitleMeta } from "~/lib/page-context";

// Search engines must not index the landing page under every mistyped address.
export const meta: MetaFunction = (args) => [...dataTitleMeta(args), { name: "robots", content: "noindex" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await getViewer(context);
    const t = await pageT(request, context, "landing");
    return Response.json({ signedIn: Boolean(user), title: t("notFound.title") }, { status: 404 });
  });
}

// A form posted to an unknown path gets the same 404 page (not a 405 that names our routes).
export const action = loader;

export default function NotFound() {
  const { signedIn } = useLoaderData<{ signedIn: boolean }>();
  const { t } = useTranslation("landing");
  if (!signedIn) return <LandingPage />;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center [overflow-wrap:anywhere]">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="text-gray-600">{t("notFound.text")}</p>
      <Link to="/" className="btn-primary">
        {t("notFound.back")}
      </Link>
    </main>
  );
}
