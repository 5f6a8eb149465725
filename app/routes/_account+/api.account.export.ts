// POST /api/account/export: the caller's data as one JSON document (a download); once a day (429 after).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { accountExportResponse } from "~/web/account-export.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return accountExportResponse(await requireUser(request, context));
  });
