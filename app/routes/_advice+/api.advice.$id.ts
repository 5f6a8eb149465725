// GET /api/advice/:id → { question, responses } (responses oldest first, the accepted one first).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAdviceThread } from "~/models/advice.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const { question, responses } = await getAdviceThread(await requireUser(request, context), params.id);
    return Response.json({ question, responses });
  });

export const action = methodNotAllowed;
