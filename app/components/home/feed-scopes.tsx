// The home feed's scopes (decision 063): My circles (the default), My city, Everyone. Plain links that the URL
// keeps, so they work without scripts; the current one is marked for screen readers too.
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { CIRCLE_COPY, FEED_SCOPES, type FeedScope } from "~/lib/circles";

/** The home page in a scope, at a cursor; the default scope keeps the plain "/". */
export function scopeUrl(scope: FeedScope, cursor: string | null): string {
  const params = new URLSearchParams();
  if (scope !== "circles") params.set("scope", scope);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

/** The notices the feed's model gives (in English), by their message in the home page's scopes.notices. */
const NOTICES: Record<string, string> = {
  [CIRCLE_COPY.circlesEmpty]: "circlesEmpty",
  [CIRCLE_COPY.cityUnknown]: "cityUnknown",
  [CIRCLE_COPY.cityEmpty]: "cityEmpty",
};

export function FeedScopes({ asked, notice }: { asked: FeedScope; notice: string | null }) {
  const { t } = useTranslation("home");
  return (
    <div className="space-y-2">
      <nav aria-label={t("scopes.label")} className="flex flex-wrap items-center gap-2">
        {FEED_SCOPES.map((scope) => (
          <Link
            key={scope}
            to={scopeUrl(scope, null)}
            aria-current={scope === asked ? "page" : undefined}
            className={scope === asked ? "pill pill-on" : "pill pill-link"}
          >
            {t(`scopes.${scope}`)}
          </Link>
        ))}
        <Link to="/circles" className="ms-auto text-sm font-medium text-brand-700 hover:underline">
          {t("scopes.browse")}
        </Link>
      </nav>
      {notice ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          {Object.hasOwn(NOTICES, notice) ? t(`scopes.notices.${NOTICES[notice]}`) : notice}
        </p>
      ) : null}
    </div>
  );
}
