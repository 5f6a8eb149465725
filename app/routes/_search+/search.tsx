// /search?q=…(&type=posts|people|events|services|questions)(&cursor=…): one search over the community (issue 44).
// A GET form, tabs and "More results" as links, so all of it works without scripts; with them the field
// suggests as one types (SearchBox). Without a type: the best few of each kind, each with its count and a
// link to its tab; with one: that kind's keyset pages. A blank or over-long q is the field's error (400).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { EmptyState, PageShell, Link } from "~/components/ui/kit";
import { SearchBox } from "~/components/search/search-box";
import { SearchHitCard } from "~/components/search/search-hit";
import { useErrorText, numberFormat, dataTitleMeta } from "~/lib/page-context";
import { isAppError } from "~/lib/errors";
import { SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import type { SearchHit } from "~/lib/types/search";
import { data, pageHandler, pageT, requireUser, search, type SearchResults } from "./search.server";

export const meta = dataTitleMeta;

/** The page's address for a query, a kind and a page of it. */
function searchPath(q: string, type: SearchType | null, cursor?: string | null): string {
  const params = new URLSearchParams({ q });
  if (type) params.set("type", type);
  if (cursor) params.set("cursor", cursor);
  return `/search?${params}`;
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const params = new URL(request.url).searchParams;
    const t = await pageT(request, context, "search");
    const q = params.get("q");
    const now = new Date().toISOString();
    const type = params.get("type");
    const page = { q: q ?? "", type: null, found: null as SearchResults | null, error: null as string | null, now };
    // Nothing asked yet: the form and a word on what it finds.
    if (q === null) return { ...page, title: t("page.title") };
    try {
      const found = await search(user, { q, type, cursor: params.get("cursor") });
      return { ...page, q: found.q, found, title: t("page.queryTitle", { q: found.q }) };
    } catch (error) {
      // A blank or over-long query: the form again with the field's error, as a form's 400.
      const message = isAppError(error) ? error.fields?.q : undefined;
      if (!message) throw error;
      return data({ ...page, error: message, title: t("page.title") }, { status: 400 });
    }
  });
}

export default function SearchPage() {
  const { q, found, error, now } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("search");
  const errorText = useErrorText();
  const number = numberFormat(i18n.language);
  const type = found?.type ?? null;
  const shown = (kind: SearchType) =>
    found ? `${number.format(found.counts[kind])}${found.countsCapped[kind] ? "+" : ""}` : "0";
  const total = found ? SEARCH_TYPES.reduce((sum, kind) => sum + found.counts[kind], 0) : 0;
  return (
    <PageShell title={t("page.title")} subtitle={t("page.subtitle")}>
      <div className="mb-6 max-w-2xl">
        <SearchBox
          // A new query is a new field: what the member typed before is not kept over the page's answer.
          key={`${q}|${type ?? ""}`}
          id="search-q"
          defaultQuery={q}
          type={type}
          error={error ? errorText(error) : null}
        />
      </div>
      {!found ? (
        error ? null : (
          <EmptyState title={t("prompt.title")} description={t("prompt.hint")} />
        )
      ) : (
        <>
          <nav aria-label={t("tabs.label")} className="mb-4 overflow-x-auto">
            <ul className="flex gap-1 border-b border-gray-200">
              {[null, ...SEARCH_TYPES].map((kind) => (
                <li key={kind ?? "all"} className="shrink-0">
                  <Link
                    to={searchPath(found.q, kind)}
                    aria-current={kind === type ? "page" : undefined}
                    className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium ${kind === type ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`}
                  >
                    {kind ? t(`types.${kind}`) : t("tabs.all")}
                    {kind ? (
                      <span
                        className="rounded-full bg-gray-100 px-2 text-xs text-gray-700"
                        data-testid={`count-${kind}`}
                      >
                        {shown(kind)}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {(type ? found.counts[type] : total) === 0 ? (
            <EmptyState
              title={
                <Trans t={t} i18nKey="empty.title" values={{ q: found.q }} components={{ q: <bdi dir="auto" /> }} />
              }
              description={t("empty.hint")}
            />
          ) : type ? (
            <>
              <HitList hits={found.results} now={now} />
              {found.nextCursor ? (
                <nav className="mt-6 flex justify-center" aria-label={t("pager.label", { ns: "common" })}>
                  <Link to={searchPath(found.q, type, found.nextCursor)} className="btn-secondary" rel="next">
                    {t("more")}
                  </Link>
                </nav>
              ) : null}
            </>
          ) : (
            <div className="space-y-8">
              {SEARCH_TYPES.filter((kind) => found.counts[kind] > 0).map((kind) => {
                const hits = found.results.filter((hit) => hit.type === kind);
                return (
                  <section key={kind} aria-labelledby={`search-group-${kind}`} data-testid={`search-group-${kind}`}>
                    <h2
                      id={`search-group-${kind}`}
                      className="mb-3 flex items-center gap-2 font-semibold text-gray-900"
                    >
                      {t(`types.${kind}`)}
                      <span className="rounded-full bg-gray-100 px-2 text-xs font-medium text-gray-700">
                        {shown(kind)}
                      </span>
                    </h2>
                    <HitList hits={hits} now={now} />
                    {found.counts[kind] > hits.length ? (
                      <Link
                        to={searchPath(found.q, kind)}
                        className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
                      >
                        {t(`seeAll.${kind}`, { count: found.counts[kind], shown: shown(kind) })}
                      </Link>
                    ) : null}
                  </section>
                );
              })}
            </div>
          )}
        </>
      )}
    </PageShell>
  );
}

function HitList({ hits, now }: { hits: SearchHit[]; now: string }) {
  return (
    <ul className="space-y-3">
      {hits.map((hit) => (
        <SearchHitCard key={`${hit.type}-${hit.id}`} hit={hit} now={now} />
      ))}
    </ul>
  );
}
