// GET /api/events/:id/attendees → who answered and who waits, for the event's hosts only (403 for others).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAttendeesForHosts } from "~/models/event-attendees.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const action = methodNotAllowed;

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await listAttendeesForHosts(await requireUser(request, context), params.id)));
