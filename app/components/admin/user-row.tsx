// One member in the admin lists: avatar, name (to their profile), email, role, status, joined date, Sign out
// (every session), Suspend/Activate and Delete.
import { useLocale, formatIn } from "~/lib/page-context";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, Avatar } from "~/components/ui/kit";
import type { AdminUser } from "~/lib/types/admin";
import { useTimeZone } from "~/lib/use-time-zone";
import { ResetLinkButton } from "./reset-link-button";
import { DeleteMemberButton, SignOutButton, UserStatusButton } from "./user-status-button";

export function StatusBadge({ status }: { status: AdminUser["status"] | null | undefined }) {
  // The spec: shown as active when empty.
  const { t } = useTranslation("admin");
  const value = status || "active";
  const tone = value === "active" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="user-status">
      {t(`statuses.${value}`)}
    </span>
  );
}

export function UserRow({ user, viewerId, returnTo }: { user: AdminUser; viewerId: string; returnTo: string }) {
  const locale = useLocale();
  // An admin never suspends themself; another admin's button is refused by the server with its reason (409).
  const { t } = useTranslation("admin");
  const canChange = user.id !== viewerId;
  const timeZone = useTimeZone();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="admin-user-row" data-user-id={user.id}>
      <Avatar user={user} size={40} />
      {/* At least 12rem for the name, so on a phone the buttons wrap below it rather than squeeze it. */}
      <div className="min-w-[12rem] flex-1">
        <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">
          <Link to={`/members/${encodeURIComponent(user.id)}`} className="hover:underline" dir="auto">
            {`${user.firstName} ${user.lastName}`}
          </Link>
        </p>
        <p className="text-sm text-gray-600 [overflow-wrap:anywhere]" dir="auto">
          {user.email}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
          <span className="rounded-full bg-gray-100 px-2 py-0.5 font-semibold text-gray-800" data-testid="user-role">
            {t(`roles.${user.role}`)}
          </span>
          <StatusBadge status={user.status} />
          <span>
            <Trans
              t={t}
              i18nKey="userRow.joined"
              components={{
                date: <time dateTime={user.createdAt}>{formatIn("date", user.createdAt, timeZone, locale)}</time>,
              }}
            />
          </span>
        </p>
      </div>
      {canChange ? (
        <div className="flex flex-wrap gap-2">
          {user.status === "active" ? <SignOutButton user={user} returnTo={returnTo} /> : null}
          {user.status === "active" ? <ResetLinkButton user={user} /> : null}
          <UserStatusButton user={user} returnTo={returnTo} />
          {user.role === "member" ? <DeleteMemberButton user={user} returnTo={returnTo} /> : null}
        </div>
      ) : null}
    </li>
  );
}
