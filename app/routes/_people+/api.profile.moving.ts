// PUT /api/profile/moving { city | placeId, month: "YYYY-MM" } → 200 Me: "Moving to {city} around {month}", joining
// that city's circles; DELETE → 200 Me, not moving (decision 067). The same model calls as /profile's form.
import type { ActionFunctionArgs } from "@remix-run/node";
import { clearMovingTo, setMovingTo } from "~/models/moving.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    if (request.method === "DELETE") return Response.json(await clearMovingTo(user));
    return Response.json(await setMovingTo(user, await readJsonBody(request)));
  });
