// GET /api/account/sessions: the caller's live sessions (browsers and API tokens), the calling one marked `current`.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDevices } from "~/models/devices.server";
import { currentSessionHash, requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () =>
    Response.json(await listDevices(await requireUser(request, context), currentSessionHash(request))),
  );

export const action = methodNotAllowed;
