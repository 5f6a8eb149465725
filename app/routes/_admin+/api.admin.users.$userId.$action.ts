// POST /api/admin/users/{userId}/{action}, action suspend (body `{ "reason" }`, required: the member sees it),
// activate, sign-out (ends every session, keeps the member active) or delete (erases them, issue 29 §4; the
// answer is whom, with status "deleted"), no body → 200 with the member.
// Another action → 400; a malformed id → 400; an unknown member → 404; themself or another admin → 409.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { changeUserStatus } from "~/models/admin.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { requireAdmin } from "~/web/guards.server";

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    const admin = await requireAdmin(request, context);
    if (request.method !== "POST") return methodNotAllowed({ request });
    // Only suspend reads its body (the reason); the others take none and ignore one.
    const input = params.action === "suspend" ? await readJsonBody(request) : {};
    return Response.json(await changeUserStatus(admin, params.userId, params.action, input));
  });

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireAdmin(request, context);
    return methodNotAllowed({ request });
  });
