// /services: the marketplace. Filters (category, offering/requesting, text) are a GET form, so the URL
// holds them and the server applies them: a shared link and a browser without JS see the same list.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/layout/list-pager";
import { EmptyState, PageShell } from "~/components/layout/page";
import { PostServiceButton } from "~/components/services/post-service";
import { ServiceCard } from "~/components/services/service-card";
import { listServices, parseServiceFilters } from "~/models/services.server";
import { SERVICE_CATEGORIES } from "~/schemas/constants";
import { SERVICE_SEARCH_MAX } from "~/schemas/services";
import { requireUser } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Services");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const raw = { category: url.searchParams.get("category"), type: url.searchParams.get("type"), q: url.searchParams.get("q") };
  // A hand-edited link with an unknown category is the model's 400 (answered by the error net).
  const filters = parseServiceFilters(raw);
  const page = await listServices(user, filters, { cursor: url.searchParams.get("cursor") });
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) next.set(key, value);
  const firstPage = `/services${next.size ? `?${next}` : ""}`;
  if (page.nextCursor) next.set("cursor", page.nextCursor);
  return {
    ...page,
    filters: { category: filters.category ?? "", type: filters.type ?? "", q: filters.q ?? "" },
    filtered: Boolean(filters.category || filters.type || filters.q),
    here: `${url.pathname}${url.search}`,
    firstPage,
    nextPage: page.nextCursor ? `/services?${next}` : null,
    paged: url.searchParams.has("cursor"),
  };
}

export default function ServicesPage() {
  const { services, filters, filtered, here, firstPage, nextPage, paged } = useLoaderData<typeof loader>();
  return (
    <PageShell title="Services" subtitle="Offer your skills or find the help you need." actions={<PostServiceButton />}>
      <Form method="get" action="/services" className="card mb-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" role="search" aria-label="Filter services">
        <div className="min-w-0">
          <label htmlFor="services-q" className="field-label">
            Search services
          </label>
          <input id="services-q" name="q" type="search" defaultValue={filters.q} maxLength={SERVICE_SEARCH_MAX} placeholder="e.g. visa" className="field-input" />
        </div>
        <div className="min-w-0">
          <label htmlFor="services-category" className="field-label">
            Category
          </label>
          <select id="services-category" name="category" defaultValue={filters.category} className="field-input">
            <option value="">All categories</option>
            {SERVICE_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="services-type" className="field-label">
            Type
          </label>
          <select id="services-type" name="type" defaultValue={filters.type} className="field-input">
            <option value="">Offering and requesting</option>
            <option value="offering">Offering</option>
            <option value="requesting">Requesting</option>
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            Apply
          </button>
          {filtered ? (
            <Link to="/services" className="btn-secondary">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
      {services.length === 0 ? (
        <EmptyState title={filtered ? "No services match your filters" : "No services available"} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} returnTo={here} />
          ))}
        </div>
      )}
      <ListPager firstPage={firstPage} nextPage={nextPage} paged={paged} moreLabel="More services" />
    </PageShell>
  );
}
