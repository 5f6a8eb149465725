import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/auth.server";
import { apiHandler } from "~/utils/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await requireUser(request), { headers: { "Cache-Control": "no-store" } }));
