// One service: what, for how much, where, by whom; Contact Provider (or Edit and Delete, which asks first,
// for its owner).
import { Link } from "~/components/ui/link";
import { HiddenBadge } from "~/components/moderation/hidden-badge";
import { ReportLink } from "~/components/moderation/report-link";
import { deleteConfirmation } from "~/components/feed/delete-control";
import { Avatar } from "~/components/ui/avatar";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { CountryFlag } from "~/components/ui/country-flag";
import type { ServiceItem } from "~/lib/types/services";
import { formatDistance } from "~/lib/places";
import { PLACE_COPY } from "~/copy/places";

/** The conversation with the provider, its first line prefilled (the messages page reads `draft`). */
export function contactHref(service: Pick<ServiceItem, "title" | "provider">): string {
  return `/messages/${encodeURIComponent(service.provider.id)}?draft=${encodeURIComponent(`About your service: ${service.title}`)}`;
}

export function ServiceCard({ service, returnTo }: { service: ServiceItem; returnTo: string }) {
  const { provider } = service;
  const where = [
    service.location,
    service.distanceKm != null ? formatDistance(service.distanceKm) : null,
    service.isRemote ? PLACE_COPY.remote : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <article
      className="card flex min-w-0 flex-col gap-3"
      data-testid="service-card"
      aria-labelledby={`service-${service.id}`}
    >
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {service.category}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${service.isOffering ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-800"}`}
          data-testid="service-type"
        >
          {service.isOffering ? "Offering" : "Requesting"}
        </span>
      </div>
      <h3 id={`service-${service.id}`} className="text-lg font-semibold text-gray-900 [overflow-wrap:anywhere]">
        {service.title}
      </h3>
      <p className="line-clamp-3 whitespace-pre-wrap text-sm text-gray-700 [overflow-wrap:anywhere]">
        {service.description}
      </p>
      <p className="text-sm">
        <Link
          to={`/services/${service.id}/reviews`}
          className="text-brand-700 hover:underline"
          data-testid="service-rating"
        >
          {service.rating === null
            ? "No reviews yet"
            : `★ ${service.rating.toFixed(1)} · ${service.reviewsCount} ${service.reviewsCount === 1 ? "review" : "reviews"}`}
        </Link>
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        {service.price ? (
          <div className="flex gap-1">
            <dt className="sr-only">Price</dt>
            <dd className="font-medium text-gray-900 [overflow-wrap:anywhere]">{service.price}</dd>
          </div>
        ) : null}
        {where ? (
          <div className="flex gap-1">
            <dt className="sr-only">Where</dt>
            <dd className="[overflow-wrap:anywhere]">{where}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-3">
        <Link
          to={`/members/${encodeURIComponent(provider.id)}`}
          className="flex min-w-0 items-center gap-2 text-sm font-medium text-gray-900 hover:underline"
        >
          <Avatar user={provider} size={32} />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {provider.firstName} {provider.lastName}
          </span>
          <CountryFlag country={provider.countryOfOrigin} />
        </Link>
        {service.canEdit ? (
          <div className="flex gap-2">
            <Link to={`/services/${service.id}/edit`} className="btn-secondary" aria-label={`Edit ${service.title}`}>
              Edit
            </Link>
            <ConfirmAction
              page={`/services/${service.id}/delete`}
              returnTo={returnTo}
              confirmation={deleteConfirmation("service", service.title)}
              className="btn-secondary text-red-700"
              aria-label={`Delete ${service.title}`}
            >
              Delete
            </ConfirmAction>
          </div>
        ) : (
          <div className="flex items-center gap-1">
            <ReportLink type="service" id={service.id} returnTo={returnTo} />
            <Link to={contactHref(service)} className="btn-primary">
              Contact Provider
            </Link>
          </div>
        )}
      </div>
      {service.isHidden ? <HiddenBadge what="service" /> : null}
    </article>
  );
}
