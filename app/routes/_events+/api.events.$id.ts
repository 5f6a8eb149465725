// GET /api/events/:id → the event with its attendees; PATCH → the organizer edits it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getEvent, updateEvent } from "~/models/events.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getEvent(await requireUser(request, context), params.id)));

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PATCH") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await updateEvent(user, params.id, await readJsonBody(request)));
  });
