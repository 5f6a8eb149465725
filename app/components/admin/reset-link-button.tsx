// "Reset link" in the admin's member row: a plain form (a navigation with or without JS) that mails the member
// a password reset link and opens the outbox, where the admin sees it to pass on when there is no mail.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { AdminUser } from "~/lib/types/admin";

export function ResetLinkButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" action={`/admin/users/${encodeURIComponent(user.id)}/reset-link`}>
      <button
        type="submit"
        className="btn-secondary px-3 py-1 text-xs"
        aria-label={t("userRow.resetLinkLabel", { name: `${user.firstName} ${user.lastName}` })}
        data-testid="user-reset-link"
      >
        {t("userRow.resetLink")}
      </button>
    </Form>
  );
}
