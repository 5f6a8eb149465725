import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await requireUser(request, context)));

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
