// Page titles read "Home · Roots": the page's own name, then the product name from the root loader
// (APP_NAME). Pure, so every route's `meta` can use it on the server and in the browser.

/** The part of Remix's meta `matches` this needs (structural, so any route's meta args fit). */
type Match = { id: string; data?: unknown };

export const DEFAULT_APP_NAME = "Roots";

export function appNameFrom(matches: ReadonlyArray<Match>): string {
  const data = matches.find((match) => match.id === "root")?.data as { appName?: unknown } | undefined;
  return typeof data?.appName === "string" && data.appName ? data.appName : DEFAULT_APP_NAME;
}

/** "Home · Roots"; the product name alone when the page has no name of its own. */
export function pageTitle(matches: ReadonlyArray<Match>, page?: string | null): string {
  const appName = appNameFrom(matches);
  const name = page?.trim();
  return name ? `${name} · ${appName}` : appName;
}

/** A `meta` export that only sets the title: `export const meta = titleMeta("Discover")`. */
export function titleMeta(page: string) {
  return ({ matches }: { matches: ReadonlyArray<Match> }) => [{ title: pageTitle(matches, page) }];
}

/** A `meta` export for a page whose loader returns its `title`, already in the page's language (decision 068). */
export function dataTitleMeta({ data, matches }: { data?: unknown; matches: ReadonlyArray<Match> }) {
  const title = (data as { title?: unknown } | undefined)?.title;
  return [{ title: pageTitle(matches, typeof title === "string" ? title : null) }];
}
