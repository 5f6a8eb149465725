// GET is the spec's browser navigation from the nav's Logout; POST is the same for forms and API consumers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { revokeSession } from "~/models/accounts.server";
import { apiHandler } from "~/web/api-response.server";
import { clearSessionCookie, readBearerToken, readCookieToken } from "~/web/session-cookie.server";

function logout(request: Request) {
  return apiHandler(async () => {
    const bearer = readBearerToken(request);
    if (bearer) {
      await revokeSession(bearer);
      return new Response(null, { status: 204 });
    }
    await revokeSession(readCookieToken(request) ?? "");
    return redirect("/", { headers: { "Set-Cookie": await clearSessionCookie(request) } });
  });
}

export const loader = ({ request }: LoaderFunctionArgs) => logout(request);
export const action = ({ request }: ActionFunctionArgs) => logout(request);
