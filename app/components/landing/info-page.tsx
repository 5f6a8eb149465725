import type { ReactNode } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { useAppName, useOptionalUser, pageTitle } from "~/lib/page-context";
import { MAIN_CONTENT_ID, PublicHeader, primaryButtonClass, secondaryButtonClass } from "./public-header";
import { SiteFooter } from "./site-footer";

type Match = { id: string; data?: unknown };

/**
 * `meta` for the public info pages: "<title> · <appName>" and the description, both in the page's language
 * from the loader (infoPageData); appName comes from the root loader data (falls back to "Roots").
 */
export function infoPageMeta({ data, matches }: { data?: unknown; matches: ReadonlyArray<Match> }) {
  const { title, description } = (data ?? {}) as { title?: string; description?: string };
  return [{ title: pageTitle(matches, title) }, { name: "description", content: description ?? "" }];
}

function HeaderAction() {
  const user = useOptionalUser();
  const { t } = useTranslation("info");
  if (user) {
    return (
      <Link to="/" className={secondaryButtonClass}>
        {t("page.backHome")}
      </Link>
    );
  }
  return (
    <Link to="/login" className={primaryButtonClass}>
      {t("page.signIn")}
    </Link>
  );
}

/** One message of the info pages (area `info`): `<strong>`, `<mail>` (our address) and `<page>` (a link to
 * `link`) inside it become markup; `{{appName}}` is the product's name. (Not `<link>`: Trans parses the message
 * as HTML, where <link> is a void element, and would render the link empty with its text after it.) */
export function InfoText({ k, link }: { k: string; link?: string }) {
  const { t } = useTranslation("info");
  const appName = useAppName();
  return (
    <Trans
      t={t}
      i18nKey={k}
      values={{ appName }}
      components={{
        strong: <strong />,
        mail: <a href="mailto:help@example.org" />,
        page: link ? <Link to={link} /> : <span />,
      }}
    />
  );
}

/** A titled block inside an info page. `id` names it in every language and allows deep links such as
 * /help#social. */
export function InfoSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-24 first:mt-0">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** Shared layout for Help, Guidelines, Privacy and Terms. */
export function InfoPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <PublicHeader action={<HeaderAction />} />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <div className="border-b border-slate-100 bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            {intro ? <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">{intro}</p> : null}
          </div>
        </div>
        <article className="mx-auto max-w-3xl px-4 py-10 text-base leading-relaxed text-slate-700 sm:px-6 sm:py-12 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-orange-800 [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:ps-6">
          {children}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
