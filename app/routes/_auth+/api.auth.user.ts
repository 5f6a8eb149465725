import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/web/guards.server";
import { apiHandler } from "~/web/api-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await requireUser(request, context)));
