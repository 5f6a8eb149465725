import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, Logo } from "~/components/ui/kit";
import { useAppName } from "~/lib/page-context";

export const MAIN_CONTENT_ID = "main-content";

/** Shared top bar for the public (signed-out) pages. `action` renders on the right. */
export function PublicHeader({ action }: { action?: ReactNode }) {
  const appName = useAppName();
  const { t } = useTranslation("landing");
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-40 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow"
      >
        {t("header.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={t("header.home", { appName })}
          className="flex min-w-0 rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        {action ? <div className="flex min-w-0 items-center gap-2">{action}</div> : null}
      </div>
    </header>
  );
}

/** The primary pill-shaped link-button used in the public pages. */
export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-orange-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-500 hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
