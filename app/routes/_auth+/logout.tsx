import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  redirect,
  revokeSession,
  getViewer,
  clearSessionCookie,
  readCookieToken,
  pageT,
  pageHandler,
} from "./logout.server";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    if (!(await getViewer(context))) throw redirect("/");
    const t = await pageT(request, context, "auth");
    return { title: t("logout.pageTitle") };
  });
}

export function action({ request }: ActionFunctionArgs) {
  return pageHandler(async () => {
    await revokeSession(readCookieToken(request) ?? "");
    return redirect("/", { headers: { "Set-Cookie": await clearSessionCookie(request) } });
  });
}

export default function LogoutPage() {
  const { t } = useTranslation("auth");
  return (
    <main className="mx-auto max-w-md p-8">
      <div className="card text-center">
        <h1 className="text-xl font-bold">{t("logout.title")}</h1>
        <p className="mt-2 text-sm text-gray-600">{t("logout.help")}</p>
        <Form method="post" className="mt-6 flex justify-center gap-3">
          <Link to="/" className="btn-secondary">
            {t("logout.cancel")}
          </Link>
          <button type="submit" className="btn-primary">
            {t("logout.submit")}
          </button>
        </Form>
      </div>
    </main>
  );
}
