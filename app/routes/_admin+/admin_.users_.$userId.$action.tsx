// POST /admin/users/{userId}/{suspend|activate|sign-out|delete|reset-link}: the admin buttons' form target (the
// JSON API is /api/admin/users/{userId}/{action}). Toasts from the spec: 'User updated' or 'Error' with the reason.
// GET /admin/users/{userId}/{suspend|delete} is the page Suspend or Delete leads to without JS: it asks first
// (decision 036).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { deleteConfirmation, SuspendReasonField, suspendConfirmation } from "~/components/admin/user-status-button";
import { ConfirmPage } from "~/components/ui/confirm-page";
import {
  pageT,
  changeUserStatus,
  getAdminUser,
  sendResetLinkAsAdmin,
  redirectWithToast,
  methodNotAllowed,
  readForm,
  requireAdmin,
  safeRedirect,
  actionFailure,
  actionSuccess,
  pageHandler,
} from "./admin_.users_.$userId.$action.server";
import { dataTitleMeta } from "~/lib/page-context";
import { isAppError } from "~/lib/errors";

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "admin");
    if (params.action === "reset-link") {
      try {
        const { link } = await sendResetLinkAsAdmin(admin, params.userId);
        // The outbox shows the mail (and its link) at the top; the toast carries the link too.
        return await redirectWithToast("/admin/outbox", {
          type: "success",
          title: t("toasts.linkSent"),
          description: t("toasts.linkSentDescription", { link }),
        });
      } catch (error) {
        return actionFailure(form, error, isAppError(error) ? error.message : t("toasts.resetFailed"), "/admin/users");
      }
    }
    try {
      const user = await changeUserStatus(admin, params.userId, params.action, { reason: form.reason });
      const name = `${user.firstName} ${user.lastName}`;
      const toast =
        params.action === "sign-out"
          ? { title: t("toasts.signedOut"), description: t("toasts.signedOutDescription", { name }) }
          : params.action === "delete"
            ? { title: t("toasts.deleted"), description: t("toasts.deletedDescription", { name }) }
            : { title: t("toasts.updated"), description: t("toasts.updatedDescription") };
      return actionSuccess(form, { toast: { type: "success", ...toast }, fallback: "/admin" });
    } catch (error) {
      // The server's reason when it has one ("You cannot suspend yourself"), else the spec's fallback.
      return actionFailure(
        form,
        error,
        isAppError(error) && error.message ? error.message : t("toasts.updateFailed"),
        "/admin",
      );
    }
  });
}

export const meta = dataTitleMeta;

export function loader(args: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(args.request, args.context);
    // Only Suspend and Delete ask; the other actions are buttons that post.
    const { action } = args.params;
    if (action !== "suspend" && action !== "delete") throw methodNotAllowed(args);
    const [user, t] = await Promise.all([
      getAdminUser(admin, args.params.userId),
      pageT(args.request, args.context, "admin"),
    ]);
    return {
      title: t("confirm.title"),
      action,
      user: { id: user.id, name: `${user.firstName} ${user.lastName}` },
      returnTo: safeRedirect(new URL(args.request.url).searchParams.get("returnTo"), "/admin/users"),
    };
  });
}

export default function SuspendUserPage() {
  const { action, user, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const confirmation = action === "delete" ? deleteConfirmation(t, user.name) : suspendConfirmation(t, user.name);
  return (
    <ConfirmPage
      confirmation={confirmation}
      returnTo={returnTo}
      extra={action === "suspend" ? <SuspendReasonField /> : undefined}
    />
  );
}
