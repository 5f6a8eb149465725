// /advice: questions, searchable by text and topic through the URL (a GET form and chip links), applied
// on the server so a link and a browser without JS see the same list. Keyset pages.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { AskQuestionButton } from "~/components/advice/ask-question-button";
import { QuestionCard } from "~/components/advice/question-card";
import { topicLabel } from "~/components/advice/topics";
import { FilterActions, FilterControls, SearchField, SelectFilter } from "~/components/layout/filter-fields";
import { ListPager } from "~/components/layout/list-pager";
import { listAdvice, parseAdviceFilters, requireUser, pageT, pageHandler } from "./advice.server";
import { ADVICE_CATEGORIES, POPULAR_ADVICE_TOPICS } from "~/schemas/categories";
import { ADVICE_SEARCH_MAX } from "~/schemas/constants";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.size ? `/advice?${search}` : "/advice";
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const url = new URL(request.url);
    const filters = parseAdviceFilters({
      q: url.searchParams.get("q"),
      category: url.searchParams.get("category"),
      about: url.searchParams.get("about"),
    });
    const page = await listAdvice(user, filters, { cursor: url.searchParams.get("cursor") });
    const t = await pageT(request, context, "advice");
    return {
      title: t("page.title"),
      ...page,
      filters: { q: filters.q ?? "", category: filters.category ?? "", about: filters.about ?? "" },
      filtered: Boolean(filters.q || filters.category || filters.about),
      firstPage: query(filters),
      nextPage: page.nextCursor ? query({ ...filters, cursor: page.nextCursor }) : null,
      paged: url.searchParams.has("cursor"),
      now: new Date().toISOString(),
    };
  });
}

export default function AdvicePage() {
  const { questions, filters, filtered, firstPage, nextPage, paged, now, about } = useLoaderData<typeof loader>();
  const { t } = useTranslation("advice");
  return (
    <PageShell title={t("page.title")} subtitle={t("page.subtitle")} actions={<AskQuestionButton />}>
      <Form
        method="get"
        action="/advice"
        role="search"
        aria-label={t("filters.label")}
        className="card mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <FilterControls filters={filters}>
          <SearchField
            id="advice-q"
            label={t("filters.search")}
            value={filters.q}
            maxLength={ADVICE_SEARCH_MAX}
            placeholder={t("filters.searchPlaceholder")}
          />
          <SelectFilter
            id="advice-category"
            name="category"
            label={t("filters.topic")}
            value={filters.category}
            anyLabel={t("filters.allTopics")}
            options={ADVICE_CATEGORIES.map((topic) => ({ value: topic, label: topicLabel(t, topic) }))}
          />
          <div className="min-w-0">
            <label htmlFor="advice-about" className="field-label">
              {t("filters.about")}
            </label>
            <input
              id="advice-about"
              name="about"
              type="text"
              defaultValue={filters.about}
              maxLength={ADVICE_SEARCH_MAX}
              placeholder={t("filters.aboutPlaceholder")}
              className="field-input"
            />
          </div>
        </FilterControls>
        <FilterActions
          submitLabel={t("filters.submit")}
          clear={filtered ? "/advice" : null}
          clearLabel={t("filters.clear")}
        />
      </Form>
      <nav aria-label={t("filters.popular")} className="mb-6 flex flex-wrap gap-2">
        {POPULAR_ADVICE_TOPICS.map((topic) => (
          <Link
            key={topic}
            to={query({ q: filters.q, category: topic })}
            aria-current={filters.category === topic ? "true" : undefined}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium ${filters.category === topic ? "border-brand-600 bg-brand-50 text-brand-700" : "border-gray-300 text-gray-700 hover:border-brand-600"}`}
          >
            {topicLabel(t, topic)}
          </Link>
        ))}
      </nav>
      {about ? (
        <h2 className="mb-3 font-semibold text-gray-900" data-testid="advice-about">
          <Trans
            t={t}
            i18nKey={about.label ? "about.heading" : "about.nothing"}
            values={about.label ? { label: about.label } : { text: filters.about }}
            components={{ place: <span dir="auto" /> }}
          />
        </h2>
      ) : null}
      {questions.length === 0 ? (
        <EmptyState title={filtered ? t("page.emptyFiltered") : t("page.empty")} />
      ) : (
        <div className="space-y-4">
          {questions.map((question) => (
            <QuestionCard key={question.id} question={question} now={now} />
          ))}
        </div>
      )}
      <ListPager firstPage={firstPage} nextPage={nextPage} paged={paged} moreLabel={t("page.more")} />
    </PageShell>
  );
}
