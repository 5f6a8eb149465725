import type { ActionFunctionArgs } from "@remix-run/node";
import { registerUser } from "~/models/accounts.server";
import { apiHandler, methodNotAllowed, readJsonBody, signInApi } from "~/web/api-response.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const body = await readJsonBody(request);
    return signInApi(request, await registerUser(body, context.clientIp), 201);
  });
