// GET /api/circles/:id → the circle, its newest members and people you may know, and its first page of posts
// (none, with postsVisible false, for a circle by request the caller is not in: decision 088). PATCH { name?,
// description? } → a host renames a started circle or changes its description.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getCircle, loadCircle } from "~/models/circles.server";
import { updateStartedCircle } from "~/models/started-circles.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await loadCircle(await requireUser(request, context), params.id)));

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PATCH") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const { id } = await updateStartedCircle(user, params.id, await readJsonBody(request));
    return Response.json(await getCircle(user, id));
  });
