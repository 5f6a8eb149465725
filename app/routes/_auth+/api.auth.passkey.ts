// POST /api/auth/passkey { response, redirectTo? }: the login page's passkey sign-in (JSON, from its script).
// Answers { redirectTo } with the session cookie and the welcome toast set; errors in the API's shape.
import type { ActionFunctionArgs } from "@remix-run/node";
import { signInWithPasskey } from "~/models/passkeys.server";
import { getEnv } from "~/server/env.server";
import { pageT } from "~/i18n/page-t.server";
import { safeRedirect } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { signInBrowser } from "~/web/page-response.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction(
    { request, context },
    async () => {
      if (request.method !== "POST") return methodNotAllowed({ request });
      const body = await readJsonBody(request);
      const user = await signInWithPasskey(body, request.url);
      const redirectTo = safeRedirect(body.redirectTo);
      // The welcome toast shows on the browser's next page: in that page's language.
      const t = await pageT(request, context, "auth");
      // The same session and toast as a password sign-in; the redirect's headers go on a JSON answer.
      const signedIn = await signInBrowser(
        request,
        user,
        redirectTo,
        { title: t("login.welcome"), description: t("login.welcomeDescription", { appName: getEnv().APP_NAME }) },
        { secondFactorDone: true },
      );
      const headers = new Headers();
      for (const cookie of signedIn.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      return Response.json({ redirectTo }, { headers });
    },
    { answerHasSecret: true },
  );
