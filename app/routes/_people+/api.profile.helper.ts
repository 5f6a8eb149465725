// PUT /api/profile/helper { welcomeHelper: boolean } → 200 Me: opt in or out of helping newcomers from one's
// homeland in one's city (decision 067).
import type { ActionFunctionArgs } from "@remix-run/node";
import { setWelcomeHelper } from "~/models/moving.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PUT") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await setWelcomeHelper(user, await readJsonBody(request)));
  });
