// /services: the marketplace. Filters (category, offering/requesting, text) are a GET form, so the URL
// holds them and the server applies them: a shared link and a browser without JS see the same list.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { FilterActions, FilterControls, SearchField, SelectFilter } from "~/components/layout/filter-fields";
import { ListPager } from "~/components/layout/list-pager";
import { EmptyState, PageShell } from "~/components/ui/kit";
import { PostServiceButton } from "~/components/services/post-service";
import { ServiceCard } from "~/components/services/service-card";
import { listServices, parseServiceFilters, requireUser, pageT, pageHandler, readNearList } from "./services.server";
import { SERVICE_CATEGORIES } from "~/schemas/categories";
import { SERVICE_SEARCH_MAX } from "~/schemas/constants";
import { dataTitleMeta } from "~/lib/page-context";
import { categoryLabel } from "~/components/services/labels";
import { NearNote } from "~/components/places/near-note";
import { CityFilter } from "~/components/places/city-filter";
import { RadiusFilter, withinParam } from "~/components/places/radius-filter";

export const meta = dataTitleMeta;

const TYPES = ["offering", "requesting"] as const;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const url = new URL(request.url);
    const raw = {
      category: url.searchParams.get("category"),
      type: url.searchParams.get("type"),
      q: url.searchParams.get("q"),
    };
    // A hand-edited link with an unknown category is the model's 400 (answered by pageHandler).
    const filters = parseServiceFilters(raw);
    const { page, near, city, elsewhere } = await readNearList(url, user, (nearOptions) =>
      listServices(user, filters, { ...nearOptions, cursor: url.searchParams.get("cursor") }),
    );
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) next.set(key, value);
    if (near.near !== null) next.set("near", String(near.near));
    else if (near.in !== null) next.set("in", near.in);
    const within = withinParam(near.km);
    if (within) next.set("within", within);
    const firstPage = `/services${next.size ? `?${next}` : ""}`;
    // Back to the member's own city: the same filters without the city the URL named.
    const own = new URLSearchParams(next);
    own.delete("near");
    own.delete("in");
    if (page.nextCursor) next.set("cursor", page.nextCursor);
    const t = await pageT(request, context, "services");
    return {
      title: t("page.title"),
      ...page,
      filters: { category: filters.category ?? "", type: filters.type ?? "", q: filters.q ?? "" },
      filtered: Boolean(
        filters.category || filters.type || filters.q || near.within || near.near !== null || near.in !== null,
      ),
      city,
      ownCity: elsewhere ? `/services${own.size ? `?${own}` : ""}` : null,
      here: `${url.pathname}${url.search}`,
      firstPage,
      nextPage: page.nextCursor ? `/services?${next}` : null,
      paged: url.searchParams.has("cursor"),
    };
  });
}

export default function ServicesPage() {
  const { services, filters, filtered, here, firstPage, nextPage, paged, near, city, ownCity } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  return (
    <PageShell title={t("page.title")} subtitle={t("page.subtitle")} actions={<PostServiceButton />}>
      <Form
        method="get"
        action="/services"
        className={`card mb-6 grid gap-3 sm:items-end ${near ? "sm:grid-cols-[1fr_auto_auto_auto_auto_auto]" : "sm:grid-cols-[1fr_auto_auto_auto_auto]"}`}
        role="search"
        aria-label={t("filters.label")}
      >
        <FilterControls
          filters={{ ...filters, in: city.value, within: near?.km === null ? "any" : String(near?.km ?? "") }}
        >
          <SearchField
            id="services-q"
            label={t("filters.search")}
            value={filters.q}
            maxLength={SERVICE_SEARCH_MAX}
            placeholder={t("filters.searchPlaceholder")}
          />
          <SelectFilter
            id="services-category"
            name="category"
            label={t("filters.category")}
            value={filters.category}
            anyLabel={t("filters.allCategories")}
            options={SERVICE_CATEGORIES.map((name) => ({ value: name, label: categoryLabel(t, name) }))}
          />
          <SelectFilter
            id="services-type"
            name="type"
            label={t("filters.type")}
            value={filters.type}
            anyLabel={t("filters.allTypes")}
            options={TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <CityFilter id="services-in" value={city.value} ownCity={city.own} error={city.error} />
          {near ? <RadiusFilter id="services-within" km={near.km} /> : null}
        </FilterControls>
        <FilterActions
          submitLabel={t("filters.apply")}
          clear={filtered ? "/services" : null}
          clearLabel={t("filters.clear")}
        />
      </Form>
      <NearNote
        sentence={
          near ? (
            <Trans
              t={t}
              i18nKey={near.km === null ? "page.anywhere" : "page.near"}
              values={{ label: near.label, km: near.km }}
              components={{ place: <bdi dir="auto" /> }}
            />
          ) : null
        }
        ownCity={ownCity}
      />
      {services.length === 0 ? (
        <EmptyState title={filtered ? t("page.emptyFiltered") : t("page.empty")} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} returnTo={here} />
          ))}
        </div>
      )}
      <ListPager firstPage={firstPage} nextPage={nextPage} paged={paged} moreLabel={t("page.more")} />
    </PageShell>
  );
}
