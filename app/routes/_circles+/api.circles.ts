// GET /api/circles → { circles, suggestions }: the caller's circles and some they could join (decision 063);
// ?q= adds `results`, started circles named like it. POST /api/circles { name, description, place?, placeId?,
// homeland?, access } → 201 and the started circle (decision 088).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getCircle, listCircles } from "~/models/circles.server";
import { startCircle } from "~/models/started-circles.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const q = new URL(request.url).searchParams.get("q") ?? undefined;
    return Response.json(await listCircles(await requireUser(request, context), { q }));
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const { id } = await startCircle(user, await readJsonBody(request));
    return Response.json(await getCircle(user, id), { status: 201 });
  });
