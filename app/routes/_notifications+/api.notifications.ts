// GET /api/notifications → the caller's notifications, newest first (array; next page's cursor in the
// Link header and X-Next-Cursor, as the feed does it).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { acceptedLanguage } from "~/i18n/request-language.server";
import { listNotifications } from "~/models/notifications.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    // Each summary in the caller's Accept-Language (English without one): the same field, the same shape.
    const page = await listNotifications(user, { ...pageOptions(request), locale: acceptedLanguage() });
    return listResponse(request, page.items, page.nextCursor);
  });

export const action = methodNotAllowed;
