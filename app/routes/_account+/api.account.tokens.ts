// GET /api/account/tokens: the caller's personal API tokens (never their secrets). POST { name, scope: "read" |
// "read write" | "read write admin", expiresIn: "30" | "90" | "365" | "never" } → 201 { token, ...the listed
// fields }: the token is in this answer only. Managed from a sign-in only (a token gets 403).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createApiToken, listApiTokens } from "~/models/api-tokens.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await listApiTokens(await requireUser(request, context))));

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction(
    { request, context },
    async () => {
      if (request.method !== "POST") return methodNotAllowed({ request });
      const user = await requireUser(request, context);
      const { token, item } = await createApiToken(user, await context.access(), await readJsonBody(request));
      return Response.json({ token, ...item }, { status: 201 });
    },
    { answerHasSecret: true },
  );
