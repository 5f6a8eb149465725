// Suspend (when active) or Activate (otherwise): a plain form without JS (the action redirects back with
// the toast), a fetcher with JS (the toast shows here and the page's lists reload).
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import type { AdminUser } from "~/lib/types/admin";

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
  const action = user.status === "active" ? "suspend" : "activate";
  const label = action === "suspend" ? "Suspend" : "Activate";
  return (
    <EnhancedForm
      fetcher={fetcher}
      action={`/admin/users/${encodeURIComponent(user.id)}/${action}`}
      returnTo={returnTo}
    >
      <button
        type="submit"
        disabled={pending || disabled}
        className={`${action === "suspend" ? "btn-secondary text-red-700" : "btn-primary"} px-3 py-1 text-xs`}
        aria-label={`${label} ${user.firstName} ${user.lastName}`}
        data-testid={`user-${action}`}
      >
        {label}
      </button>
    </EnhancedForm>
  );
}
