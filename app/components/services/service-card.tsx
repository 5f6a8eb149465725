// One service: what, for how much, where, by whom; Contact Provider, or Offer help on a request (or Edit and
// Delete, which asks first, for its owner).
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { Link, Avatar, ConfirmAction, CountryFlag } from "~/components/ui/kit";
import { HiddenBadge, ReportLink } from "~/components/people/member-ui";
import { PREVIEW_LENGTH } from "~/components/feed/post-parts";
import type { Confirmation } from "~/components/ui/confirmation";
import type { ServiceItem } from "~/lib/types/services";
import { useFormatDistance } from "~/lib/use-distance";
import { categoryLabel } from "./labels";

/** The conversation with the provider (or, for a request, the requester), its first line prefilled (the messages
 * page reads `draft`); `t` of the `services` area. */
export function contactHref(service: Pick<ServiceItem, "title" | "provider" | "isOffering">, t: TFunction): string {
  const draft = t(service.isOffering ? "card.contactDraft" : "card.offerDraft", { title: service.title });
  return `/messages/${encodeURIComponent(service.provider.id)}?draft=${encodeURIComponent(draft)}`;
}

/** Delete's question, on the card's dialog and on the confirmation page; `t` of the `services` area. */
export function deleteServiceConfirmation(t: TFunction, title: string): Confirmation {
  return {
    title: t("delete.question"),
    body: t("delete.body"),
    confirm: t("delete.confirm"),
    cancel: t("delete.cancel"),
    preview: title.slice(0, PREVIEW_LENGTH),
  };
}

export function ServiceCard({ service, returnTo }: { service: ServiceItem; returnTo: string }) {
  const { t } = useTranslation("services");
  const formatDistance = useFormatDistance();
  const { provider } = service;
  // The member's own words (the location) read in their direction; the distance and "Remote" are ours.
  const where = [
    service.location ? (
      <span key="location" dir="auto">
        {service.location}
      </span>
    ) : null,
    service.distanceKm != null ? formatDistance(service.distanceKm) : null,
    service.isRemote ? t("card.remote") : null,
  ]
    .filter(Boolean)
    .flatMap((part, index) => (index === 0 ? [part] : [" · ", part]));
  return (
    <article
      className="card flex min-w-0 flex-col gap-3"
      data-testid="service-card"
      aria-labelledby={`service-${service.id}`}
    >
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {categoryLabel(t, service.category)}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${service.isOffering ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-800"}`}
          data-testid="service-type"
        >
          {service.isOffering ? t("types.offering") : t("types.requesting")}
        </span>
      </div>
      <h3
        id={`service-${service.id}`}
        dir="auto"
        className="text-lg font-semibold text-gray-900 [overflow-wrap:anywhere]"
      >
        {service.title}
      </h3>
      <p dir="auto" className="line-clamp-3 whitespace-pre-wrap text-sm text-gray-700 [overflow-wrap:anywhere]">
        {service.description}
      </p>
      {/* A request asks for help: it has no reviews. */}
      {service.isOffering ? (
        <p className="text-sm">
          <Link
            to={`/services/${service.id}/reviews`}
            className="text-brand-700 hover:underline"
            data-testid="service-rating"
          >
            {service.rating === null
              ? t("card.noReviews")
              : t("card.rating", { rating: service.rating.toFixed(1), count: service.reviewsCount })}
          </Link>
        </p>
      ) : null}
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        {service.price ? (
          <div className="flex gap-1">
            <dt className="sr-only">{t("card.price")}</dt>
            <dd dir="auto" className="font-medium text-gray-900 [overflow-wrap:anywhere]">
              {service.price}
            </dd>
          </div>
        ) : null}
        {where.length ? (
          <div className="flex gap-1">
            <dt className="sr-only">{t("card.where")}</dt>
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
          <span dir="auto" className="min-w-0 [overflow-wrap:anywhere]">
            {`${provider.firstName} ${provider.lastName}`}
          </span>
          <CountryFlag country={provider.countryOfOrigin} />
        </Link>
        {service.canEdit ? (
          <div className="flex gap-2">
            <Link
              to={`/services/${service.id}/edit`}
              className="btn-secondary"
              aria-label={t("card.editLabel", { title: service.title })}
            >
              {t("card.edit")}
            </Link>
            <ConfirmAction
              page={`/services/${service.id}/delete`}
              returnTo={returnTo}
              confirmation={deleteServiceConfirmation(t, service.title)}
              className="btn-secondary text-red-700"
              aria-label={t("card.deleteLabel", { title: service.title })}
            >
              {t("card.delete")}
            </ConfirmAction>
          </div>
        ) : (
          <div className="flex items-center gap-1">
            <ReportLink type="service" id={service.id} returnTo={returnTo} />
            <Link to={contactHref(service, t)} className="btn-primary">
              {service.isOffering ? t("card.contact") : t("card.offerHelp")}
            </Link>
          </div>
        )}
      </div>
      {service.isHidden ? <HiddenBadge what="service" /> : null}
    </article>
  );
}
