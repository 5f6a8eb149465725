import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { revokeSession } from "~/models/accounts.server";
import { getViewer } from "~/web/guards.server";
import { clearSessionCookie, readCookieToken } from "~/web/session-cookie.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Log out");

export function loader({ context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    if (!(await getViewer(context))) throw redirect("/");
    return null;
  });
}

export function action({ request }: ActionFunctionArgs) {
  return pageHandler(async () => {
    await revokeSession(readCookieToken(request) ?? "");
    return redirect("/", { headers: { "Set-Cookie": await clearSessionCookie(request) } });
  });
}

export default function LogoutPage() {
  return (
    <main className="mx-auto max-w-md p-8">
      <div className="card text-center">
        <h1 className="text-xl font-bold">Log out?</h1>
        <p className="mt-2 text-sm text-gray-600">You will need to sign in again to see your community.</p>
        <Form method="post" className="mt-6 flex justify-center gap-3">
          <Link to="/" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary">
            Log out
          </button>
        </Form>
      </div>
    </main>
  );
}
