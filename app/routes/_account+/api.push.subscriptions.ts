// /api/push/subscriptions (decision 082): GET lists the caller's browsers that take push notifications; POST saves
// the calling browser's `PushSubscription.toJSON()` for the session making the request (browser sessions only);
// DELETE with `{ endpoint }` removes one. Thin over app/models/push-subscriptions.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listPushSubscriptions, subscribePush, unsubscribePush } from "~/models/push-subscriptions.server";
import { currentSessionHash, requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    return Response.json(await listPushSubscriptions(user, currentSessionHash(request)));
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "POST") {
      const user = await requireUser(request, context);
      const saved = await subscribePush(user, currentSessionHash(request), await readJsonBody(request));
      return Response.json(saved, { status: 201 });
    }
    if (request.method === "DELETE") {
      const user = await requireUser(request, context);
      return Response.json(await unsubscribePush(user, await readJsonBody(request)));
    }
    return methodNotAllowed({ request });
  });
