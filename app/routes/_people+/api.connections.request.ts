import type { ActionFunctionArgs } from "@remix-run/node";
import { requestConnection } from "~/models/connections.server";
import { requireUser } from "~/web/guards.server";
import { idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await requestConnection(user, await readJsonBody(request), idempotencyKey(request)), {
      status: 201,
    });
  });
