// /circles: the member's circles and circles they could join (decision 063). The API twin is /api/circles.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { useTranslation } from "~/i18n/react";
import { CircleCard } from "~/components/circles/circle-card";
import { dataTitleMeta } from "~/lib/page-context";
import { pageT, listCircles, requireUser, pageHandler } from "./circles.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const q = new URL(request.url).searchParams.get("q") ?? "";
    const [t, circles] = await Promise.all([pageT(request, context, "circles"), listCircles(user, { q })]);
    return { title: t("title"), ...circles };
  });
}

export default function CirclesPage() {
  const { circles, suggestions, q, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation("circles");
  return (
    <PageShell
      title={t("title")}
      actions={
        <Link to="/circles/new" className="btn-primary">
          {t("start.title")}
        </Link>
      }
    >
      <Form method="get" role="search" className="mb-6 flex min-w-0 flex-wrap gap-2">
        <label htmlFor="circle-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="circle-search"
          type="search"
          name="q"
          maxLength={60}
          defaultValue={q ?? ""}
          placeholder={t("search.label")}
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" className="btn-secondary">
          {t("search.submit")}
        </button>
      </Form>
      {results ? (
        <section aria-labelledby="circle-results" className="mb-6 min-w-0 space-y-3">
          <h2 id="circle-results" className="text-lg font-semibold text-gray-900">
            {t("search.results", { q })}
          </h2>
          {results.length === 0 ? (
            <p className="text-sm text-gray-600">{t("search.none")}</p>
          ) : (
            <ul className="space-y-3">
              {results.map((circle) => (
                <CircleCard key={circle.id} circle={circle} returnTo="/circles" />
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="my-circles" className="min-w-0 space-y-3">
          <h2 id="my-circles" className="text-lg font-semibold text-gray-900">
            {t("mine")}
          </h2>
          {circles.length === 0 ? (
            <EmptyState title={t("mine")} description={t("noCircles")} />
          ) : (
            <ul className="space-y-3">
              {circles.map((circle) => (
                <CircleCard key={circle.id} circle={circle} returnTo="/circles" />
              ))}
            </ul>
          )}
        </section>
        {suggestions.length > 0 ? (
          <section aria-labelledby="circle-suggestions" className="min-w-0 space-y-3">
            <h2 id="circle-suggestions" className="text-lg font-semibold text-gray-900">
              {t("suggestions")}
            </h2>
            <ul className="space-y-3">
              {suggestions.map((circle) => (
                <CircleCard key={circle.id} circle={circle} returnTo="/circles" />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </PageShell>
  );
}
