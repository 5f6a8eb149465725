// POST /api/account/export: asks for the caller's data → 202 { id, status: "building", createdAt, expiresAt };
// fetch it from GET /api/account/export/{id} once ready (a notification says so). Once a day (429 after).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requestExport } from "~/models/data-exports.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await requestExport(await requireUser(request, context)), { status: 202 });
  });
