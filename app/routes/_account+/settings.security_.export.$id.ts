// GET /settings/security/export/{id}: the member's prepared "Download my data" file (a resource route: its
// answer is the file). Not ready yet or gone: back to the security page, which says where it stands.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageT } from "~/i18n/page-t.server";
import { readExport } from "~/models/data-exports.server";
import { isAppError } from "~/lib/errors";
import { requireUser } from "~/web/guards.server";
import { exportFileResponse } from "~/web/account-export.server";
import { pageHandler } from "~/web/page-handler.server";
import { redirectWithToast } from "~/web/toast.server";

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "account");
    try {
      const { view, data } = await readExport(user, { exportId: params.id });
      if (data !== null) return exportFileResponse(data, view.createdAt);
      return await redirectWithToast("/settings/security", { type: "success", title: t("export.building") });
    } catch (error) {
      if (!isAppError(error)) throw error;
      return await redirectWithToast("/settings/security", { type: "error", title: t("export.gone") });
    }
  });
}
