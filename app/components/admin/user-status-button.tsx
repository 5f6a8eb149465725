// Suspend (when active) or Activate (otherwise): a plain form without JS (the action redirects back with
// the toast), a fetcher with JS (the toast shows here and the page's lists reload). Suspend asks first
// (decision 036): a confirmation page without JS, a dialog with it.
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import { ConfirmAction } from "~/components/ui/confirm-action";
import type { Confirmation } from "~/components/ui/confirmation";
import { deletionCopy } from "~/copy/account";
import type { AdminUser } from "~/lib/types/admin";

export const suspendConfirmation = (name: string): Confirmation => ({
  title: `Suspend ${name}?`,
  body: "They are signed out on every device and cannot sign in until an admin activates them again.",
  confirm: "Suspend",
});

export const deleteConfirmation = (name: string): Confirmation => ({
  title: deletionCopy.adminConfirmTitle(name),
  body: deletionCopy.adminConfirmBody,
  confirm: deletionCopy.adminConfirm,
});

/** Erases a member (issue 29 §4): asks first, a confirmation page without JS and a dialog with it. */
export function DeleteMemberButton({ user, returnTo }: { user: AdminUser; returnTo: string }) {
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <ConfirmAction
      page={`/admin/users/${encodeURIComponent(user.id)}/delete`}
      returnTo={returnTo}
      confirmation={deleteConfirmation(name)}
      className="btn-secondary px-3 py-1 text-xs text-red-700"
      aria-label={deletionCopy.adminButtonLabel(name)}
      data-testid="user-delete"
    >
      {deletionCopy.adminButton}
    </ConfirmAction>
  );
}

/** Ends every session of an active member without suspending them (a stolen or forgotten sign-in). */
export function SignOutButton({ user, returnTo }: { user: AdminUser; returnTo: string }) {
  const { fetcher, pending } = useEnhancedFetcher({ key: `user-sign-out-${user.id}` });
  return (
    <EnhancedForm fetcher={fetcher} action={`/admin/users/${encodeURIComponent(user.id)}/sign-out`} returnTo={returnTo}>
      <button
        type="submit"
        disabled={pending}
        className="btn-secondary px-3 py-1 text-xs"
        aria-label={`Sign out ${user.firstName} ${user.lastName} everywhere`}
        data-testid="user-sign-out"
      >
        Sign out
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
  const { fetcher, pending } = useEnhancedFetcher({ key: `user-status-${user.id}` });
  const name = `${user.firstName} ${user.lastName}`;
  if (user.status === "active") {
    return (
      <ConfirmAction
        page={`/admin/users/${encodeURIComponent(user.id)}/suspend`}
        returnTo={returnTo}
        confirmation={suspendConfirmation(name)}
        disabled={disabled}
        className="btn-secondary px-3 py-1 text-xs text-red-700"
        aria-label={`Suspend ${name}`}
        data-testid="user-suspend"
      >
        Suspend
      </ConfirmAction>
    );
  }
  return (
    <EnhancedForm fetcher={fetcher} action={`/admin/users/${encodeURIComponent(user.id)}/activate`} returnTo={returnTo}>
      <button
        type="submit"
        disabled={pending || disabled}
        className="btn-primary px-3 py-1 text-xs"
        aria-label={`Activate ${name}`}
        data-testid="user-activate"
      >
        Activate
      </button>
    </EnhancedForm>
  );
}
