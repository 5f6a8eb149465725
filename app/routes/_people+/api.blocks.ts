// GET /api/blocks → the members the caller has blocked, most recent first.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listBlocked } from "~/models/blocks.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await listBlocked(await requireUser(request))));

export const action = methodNotAllowed;
