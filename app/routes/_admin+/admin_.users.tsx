// /admin/users: every member, newest first; search by name or email, filter by role and status (a GET
// form: the URL holds the filters, so it works without JS), keyset pages; per row Suspend/Activate.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { UserRow } from "~/components/admin/user-row";
import { FilterActions, FilterControls, SearchField, SelectFilter } from "~/components/layout/filter-fields";
import { ListPager } from "~/components/layout/list-pager";
import {
  countUsers,
  listAdminUsers,
  parseAdminUserFilters,
  requireAdmin,
  pageT,
  pageHandler,
} from "./admin_.users.server";
import { ADMIN_SEARCH_MAX, USER_ROLES, USER_STATUSES } from "~/schemas/constants";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const url = new URL(request.url);
    // A hand-edited link with an unknown role or status is the model's 400 (answered by pageHandler).
    const filters = parseAdminUserFilters({
      q: url.searchParams.get("q"),
      role: url.searchParams.get("role"),
      status: url.searchParams.get("status"),
    });
    const [page, total, t] = await Promise.all([
      listAdminUsers(admin, filters, { cursor: url.searchParams.get("cursor") }),
      countUsers(admin, filters),
      pageT(request, context, "admin"),
    ]);
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) next.set(key, value);
    const firstPage = `/admin/users${next.size ? `?${next}` : ""}`;
    if (page.nextCursor) next.set("cursor", page.nextCursor);
    return {
      users: page.users,
      total,
      viewerId: admin.id,
      filters: { q: filters.q ?? "", role: filters.role ?? "", status: filters.status ?? "" },
      filtered: Boolean(filters.q || filters.role || filters.status),
      here: `${url.pathname}${url.search}`,
      firstPage,
      nextPage: page.nextCursor ? `/admin/users?${next}` : null,
      paged: url.searchParams.has("cursor"),
      title: t("users.title"),
    };
  });
}

export default function AdminUsersPage() {
  const { users, total, viewerId, filters, filtered, here, firstPage, nextPage, paged } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <PageShell
      title={t("users.title")}
      subtitle={t(filtered ? "users.countFiltered" : "users.count", { count: total })}
      actions={
        <Link to="/admin" className="btn-secondary">
          {t("backToDashboard")}
        </Link>
      }
    >
      <Form
        method="get"
        action="/admin/users"
        className="card mb-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        role="search"
        aria-label={t("users.find")}
      >
        <FilterControls filters={filters}>
          <SearchField
            id="admin-users-q"
            label={t("users.nameOrEmail")}
            value={filters.q}
            maxLength={ADMIN_SEARCH_MAX}
            placeholder={t("users.searchPlaceholder")}
          />
          <SelectFilter
            id="admin-users-role"
            name="role"
            label={t("users.role")}
            value={filters.role}
            anyLabel={t("users.allRoles")}
            options={USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
          <SelectFilter
            id="admin-users-status"
            name="status"
            label={t("users.status")}
            value={filters.status}
            anyLabel={t("users.allStatuses")}
            options={USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        </FilterControls>
        <FilterActions
          submitLabel={t("users.search")}
          clear={filtered ? "/admin/users" : null}
          clearLabel={t("users.clearFilters")}
        />
      </Form>
      {users.length === 0 ? (
        <EmptyState title={t("users.empty")} />
      ) : (
        <ul className="card divide-y divide-gray-100" data-testid="admin-users">
          {users.map((user) => (
            <UserRow key={user.id} user={user} viewerId={viewerId} returnTo={here} />
          ))}
        </ul>
      )}
      <ListPager firstPage={firstPage} nextPage={nextPage} paged={paged} moreLabel={t("users.more")} />
    </PageShell>
  );
}
