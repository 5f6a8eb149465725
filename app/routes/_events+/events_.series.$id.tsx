// /events/series/{id}: every date of a repeating event (decision 086), each a link to its own event page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PageShell } from "~/components/ui/kit";
import { SeriesDates, useSeriesLabel } from "~/components/events/series-line";
import { dataTitleMeta } from "~/lib/page-context";
import { getSeries, pageT, requireUser, pageHandler } from "./events_.series.$id.server";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const series = await getSeries(user, params.id);
    const t = await pageT(request, context, "events");
    return { series, title: t("series.pageTitle", { title: series.title }) };
  });
}

export default function SeriesPage() {
  const { series } = useLoaderData<typeof loader>();
  const { t } = useTranslation("events");
  const label = useSeriesLabel(series);
  return (
    <PageShell title={<span dir="auto">{series.title}</span>} subtitle={label}>
      <section className="card max-w-2xl" aria-labelledby="series-dates-heading">
        <h2 id="series-dates-heading" className="mb-3 font-semibold text-gray-900">
          {t("series.allDates")} <span className="text-gray-500">({series.dates.length})</span>
        </h2>
        <p className="mb-3 text-xs text-gray-600">{t("series.zone", { zone: series.timeZone })}</p>
        <SeriesDates dates={series.dates} timeZone={series.timeZone} />
        <p className="mt-4">
          <a href={`/events/series/${series.id}.ics`} download className="btn-secondary">
            {t("series.addAllToCalendar")}
          </a>
        </p>
      </section>
    </PageShell>
  );
}
