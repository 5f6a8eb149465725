import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyLogin } from "~/models/accounts.server";
import { methodNotAllowed, readJsonBody, signInApi } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction(
    { request, context },
    async () => {
      const body = await readJsonBody(request);
      return signInApi(request, await verifyLogin(body, context.clientIp), 200);
    },
    { answerHasSecret: true },
  );
