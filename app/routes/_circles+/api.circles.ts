// GET /api/circles → { circles, suggestions }: the caller's circles and some they could join (decision 063).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCircles } from "~/models/circles.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await listCircles(await requireUser(request, context))));

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
