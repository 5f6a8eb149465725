// POST /api/circles/:id/close → a host closes a started circle (decision 088): no posts, members or requests from
// now on; its members are told; its posts stay with their authors. Answers the same when repeated.
import type { ActionFunctionArgs } from "@remix-run/node";
import { getCircle } from "~/models/circles.server";
import { closeStartedCircle } from "~/models/started-circles.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const { id } = await closeStartedCircle(user, params.id);
    return Response.json(await getCircle(user, id));
  });
