// GET /api/users/:id → a member's public shape (no email, role or status); unknown → 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getMember } from "~/models/members.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getMember(await requireUser(request, context), params.id)));

export const action = methodNotAllowed;
