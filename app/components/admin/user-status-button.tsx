// Suspend (when active) or Activate (otherwise): a plain form without JS (the action redirects back with
// the toast), a fetcher with JS (the toast shows here and the page's lists reload). Suspend asks first
// (decision 036): a confirmation page without JS, a dialog with it; both ask for the reason the member sees.
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { EnhancedForm, useEnhancedFetcher, ConfirmAction } from "~/components/ui/kit";
import type { Confirmation } from "~/components/ui/confirmation";
import type { AdminUser } from "~/lib/types/admin";
import { SUSPEND_REASON_MAX } from "~/schemas/admin";

/** `t` is the `admin` namespace's. */
export const suspendConfirmation = (t: TFunction, name: string): Confirmation => ({
  title: t("confirm.suspendTitle", { name }),
  subject: name,
  body: t("confirm.suspendBody"),
  confirm: t("confirm.suspendConfirm"),
  cancel: t("confirm.cancel"),
});

/** Why (issue 43 §5): required, shown to the member on their next page and kept in the audit log. */
export function SuspendReasonField() {
  const { t } = useTranslation("admin");
  return (
    <div className="mt-4">
      <label htmlFor="suspend-reason" className="field-label">
        {t("confirm.suspendReason")}
      </label>
      <textarea
        id="suspend-reason"
        name="reason"
        required
        maxLength={SUSPEND_REASON_MAX}
        rows={3}
        dir="auto"
        aria-describedby="suspend-reason-hint"
        className="field-input resize-y"
      />
      <p id="suspend-reason-hint" className="mt-1 text-xs text-gray-600">
        {t("confirm.suspendReasonHint")}
      </p>
    </div>
  );
}

/** `t` is the `admin` namespace's. */
export const deleteConfirmation = (t: TFunction, name: string): Confirmation => ({
  title: t("confirm.deleteTitle", { name }),
  subject: name,
  body: t("confirm.deleteBody"),
  confirm: t("confirm.deleteConfirm"),
  cancel: t("confirm.cancel"),
});

/** Erases a member (issue 29 §4): asks first, a confirmation page without JS and a dialog with it. */
export function DeleteMemberButton({ user, returnTo }: { user: AdminUser; returnTo: string }) {
  const { t } = useTranslation("admin");
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <ConfirmAction
      page={`/admin/users/${encodeURIComponent(user.id)}/delete`}
      returnTo={returnTo}
      confirmation={deleteConfirmation(t, name)}
      className="btn-secondary px-3 py-1 text-xs text-red-700"
      aria-label={t("userRow.deleteLabel", { name })}
      data-testid="user-delete"
    >
      {t("userRow.delete")}
    </ConfirmAction>
  );
}

/** Ends every session of an active member without suspending them (a stolen or forgotten sign-in). */
export function SignOutButton({ user, returnTo }: { user: AdminUser; returnTo: string }) {
  const { t } = useTranslation("admin");
  const { fetcher, pending } = useEnhancedFetcher({ key: `user-sign-out-${user.id}` });
  return (
    <EnhancedForm fetcher={fetcher} action={`/admin/users/${encodeURIComponent(user.id)}/sign-out`} returnTo={returnTo}>
      <button
        type="submit"
        disabled={pending}
        className="btn-secondary px-3 py-1 text-xs"
        aria-label={t("userRow.signOutLabel", { name: `${user.firstName} ${user.lastName}` })}
        data-testid="user-sign-out"
      >
        {t("userRow.signOut")}
      </button>
    </EnhancedForm>
  );
}

export function UserStatusButton({
  user,
  returnTo,
  disabled = false,
}: {
  user: AdminUser;
  returnTo: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  const { fetcher, pending } = useEnhancedFetcher({ key: `user-status-${user.id}` });
  const name = `${user.firstName} ${user.lastName}`;
  if (user.status === "active") {
    return (
      <ConfirmAction
        page={`/admin/users/${encodeURIComponent(user.id)}/suspend`}
        returnTo={returnTo}
        confirmation={suspendConfirmation(t, name)}
        extra={<SuspendReasonField />}
        disabled={disabled}
        className="btn-secondary px-3 py-1 text-xs text-red-700"
        aria-label={t("userRow.suspendLabel", { name })}
        data-testid="user-suspend"
      >
        {t("userRow.suspend")}
      </ConfirmAction>
    );
  }
  return (
    <EnhancedForm fetcher={fetcher} action={`/admin/users/${encodeURIComponent(user.id)}/activate`} returnTo={returnTo}>
      <button
        type="submit"
        disabled={pending || disabled}
        className="btn-primary px-3 py-1 text-xs"
        aria-label={t("userRow.activateLabel", { name })}
        data-testid="user-activate"
      >
        {t("userRow.activate")}
      </button>
    </EnhancedForm>
  );
}
