// POST /admin/users/{userId}/{suspend|activate|sign-out|delete|reset-link}: the admin buttons' form target (the
// JSON API is /api/admin/users/{userId}/{action}). Toasts from the spec: 'User updated' or 'Error' with the reason.
// GET /admin/users/{userId}/{suspend|delete} is the page Suspend or Delete leads to without JS: it asks first
// (decision 036).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deleteConfirmation, suspendConfirmation } from "~/components/admin/user-status-button";
import { deletionCopy } from "~/copy/account";
import { ConfirmPage } from "~/components/ui/confirm-page";
import { titleMeta } from "~/lib/page-title";
import { changeUserStatus, getAdminUser } from "~/models/admin.server";
import { sendResetLinkAsAdmin } from "~/models/password-reset.server";
import { resetCopy } from "~/copy/mail";
import { redirectWithToast } from "~/web/toast.server";
import { isAppError } from "~/lib/errors";
import { methodNotAllowed } from "~/web/api-response.server";
import { readForm } from "~/web/form-body.server";
import { requireAdmin, safeRedirect } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const form = await readForm(request);
    if (params.action === "reset-link") {
      try {
        const { link } = await sendResetLinkAsAdmin(admin, params.userId);
        // The outbox shows the mail (and its link) at the top; the toast carries the link too.
        return await redirectWithToast("/admin/outbox", {
          type: "success",
          title: resetCopy.adminLinkSent,
          description: `${resetCopy.adminLinkDescription} ${link}`,
        });
      } catch (error) {
        return actionFailure(form, error, isAppError(error) ? error.message : resetCopy.resetFailed, "/admin/users");
      }
    }
    try {
      const user = await changeUserStatus(admin, params.userId, params.action);
      const name = `${user.firstName} ${user.lastName}`;
      const toast =
        params.action === "sign-out"
          ? { title: "Signed out", description: `${name} was signed out on every device` }
          : params.action === "delete"
            ? { title: deletionCopy.adminDone, description: deletionCopy.adminDoneDescription(name) }
            : { title: "User updated", description: "User status has been updated successfully" };
      return actionSuccess(form, { toast: { type: "success", ...toast }, fallback: "/admin" });
    } catch (error) {
      // The server's reason when it has one ("You cannot suspend yourself"), else the spec's fallback.
      return actionFailure(
        form,
        error,
        isAppError(error) && error.message ? error.message : "Failed to update user status",
        "/admin",
      );
    }
  });
}

export const meta = titleMeta("Confirm");

export function loader(args: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(args.request, args.context);
    // Only Suspend and Delete ask; the other actions are buttons that post.
    const { action } = args.params;
    if (action !== "suspend" && action !== "delete") throw methodNotAllowed(args);
    const user = await getAdminUser(admin, args.params.userId);
    return {
      action,
      user: { id: user.id, name: `${user.firstName} ${user.lastName}` },
      returnTo: safeRedirect(new URL(args.request.url).searchParams.get("returnTo"), "/admin/users"),
    };
  });
}

export default function SuspendUserPage() {
  const { action, user, returnTo } = useLoaderData<typeof loader>();
  const confirmation = action === "delete" ? deleteConfirmation(user.name) : suspendConfirmation(user.name);
  return <ConfirmPage confirmation={confirmation} returnTo={returnTo} />;
}
