// /admin/users: every member, newest first; search by name or email, filter by role and status (a GET
// form: the URL holds the filters, so it works without JS), keyset pages; per row Suspend/Activate.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { UserRow } from "~/components/admin/user-row";
import { FilterActions, FilterControls, SearchField, SelectFilter } from "~/components/layout/filter-fields";
import { ListPager } from "~/components/layout/list-pager";
import { EmptyState, PageShell } from "~/components/layout/page";
import { countUsers, listAdminUsers, parseAdminUserFilters } from "~/models/admin.server";
import { ADMIN_SEARCH_MAX, USER_ROLES, USER_STATUSES } from "~/schemas/admin";
import { requireAdmin } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Manage Users");

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
    const [page, total] = await Promise.all([
      listAdminUsers(admin, filters, { cursor: url.searchParams.get("cursor") }),
      countUsers(admin, filters),
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
    };
  });
}

export default function AdminUsersPage() {
  const { users, total, viewerId, filters, filtered, here, firstPage, nextPage, paged } =
    useLoaderData<typeof loader>();
  return (
    <PageShell
      title="Manage Users"
      subtitle={`${total} ${total === 1 ? "member" : "members"}${filtered ? " match" : ""}`}
      actions={
        <Link to="/admin" className="btn-secondary">
          Back to dashboard
        </Link>
      }
    >
      <Form
        method="get"
        action="/admin/users"
        className="card mb-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        role="search"
        aria-label="Find members"
      >
        <FilterControls filters={filters}>
          <SearchField
            id="admin-users-q"
            label="Name or email"
            value={filters.q}
            maxLength={ADMIN_SEARCH_MAX}
            placeholder="e.g. maria or @example.com"
          />
          <SelectFilter
            id="admin-users-role"
            name="role"
            label="Role"
            value={filters.role}
            anyLabel="All roles"
            options={USER_ROLES}
          />
          <SelectFilter
            id="admin-users-status"
            name="status"
            label="Status"
            value={filters.status}
            anyLabel="All statuses"
            options={USER_STATUSES}
          />
        </FilterControls>
        <FilterActions submitLabel="Search" clear={filtered ? "/admin/users" : null} clearLabel="Clear filters" />
      </Form>
      {users.length === 0 ? (
        <EmptyState title="No users found" />
      ) : (
        <ul className="card divide-y divide-gray-100" data-testid="admin-users">
          {users.map((user) => (
            <UserRow key={user.id} user={user} viewerId={viewerId} returnTo={here} />
          ))}
        </ul>
      )}
      <ListPager firstPage={firstPage} nextPage={nextPage} paged={paged} moreLabel="More users" />
    </PageShell>
  );
}
