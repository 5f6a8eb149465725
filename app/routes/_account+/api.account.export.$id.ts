// GET /api/account/export/{id}: the file (200, a JSON download) once built; 202 with { id, status: "building", ... }
// before; 404 for another member's, an expired or an unknown one.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readExport } from "~/models/data-exports.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { exportFileResponse } from "~/web/account-export.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const { view, data } = await readExport(await requireUser(request, context), { exportId: params.id });
    return data === null ? Response.json(view, { status: 202 }) : exportFileResponse(data, view.createdAt);
  });

export const action = methodNotAllowed;
