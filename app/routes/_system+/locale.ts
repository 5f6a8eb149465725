// The language menu's form (footer, signed-in menu): remembers the choice in a cookie, and on the member's
// account when one is signed in, then goes back to the page it was on (decision 068).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { saveLocale } from "~/models/profile.server";
import { localeSchema } from "~/schemas/profile";
import { parseInput } from "~/lib/validation";
import { safeRedirect } from "~/lib/safe-redirect";
import { localeCookieHeader } from "~/i18n/locale.server";
import { getViewer, requireUser } from "~/web/guards.server";
import { isSecureRequest } from "~/web/session-cookie.server";
import { pageHandler } from "~/web/page-handler.server";
import { readForm } from "~/web/form-body.server";

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request);
    // Saving it on the account is a write: a read-only token gets the 403 every write does.
    const viewer = (await getViewer(context)) ? await requireUser(request, context) : null;
    const locale = viewer
      ? await saveLocale(viewer, form)
      : parseInput(localeSchema, form, "Failed to change the language.").locale;
    return redirect(safeRedirect(form.redirectTo), {
      headers: { "Set-Cookie": localeCookieHeader(locale, isSecureRequest(request)) },
    });
  });
}
