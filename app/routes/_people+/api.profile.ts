// PUT /api/profile with the spec's payload → 200 with the updated user (the same model call as /profile).
import type { ActionFunctionArgs } from "@remix-run/node";
import { updateProfile } from "~/models/profile.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PUT") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await updateProfile(user, await context.access(), await readJsonBody(request)));
  });
