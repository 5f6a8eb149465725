// GET /api/getting-started → { panel }: "Getting started in {city}" for a member moving there or new in their
// city (their first 90 days), else { panel: null } (decision 067). The home page shows the same.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadGettingStarted } from "~/models/moving.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json({ panel: await loadGettingStarted(await requireUser(request, context)) }));

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
