// GET /api/circles/:id → the circle, its newest members and people you may know, and its first page of posts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCircle } from "~/models/circles.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await loadCircle(await requireUser(request, context), params.id)));

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
