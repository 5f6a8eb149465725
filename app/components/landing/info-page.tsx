import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import type { MetaFunction } from "@remix-run/node";
import { useOptionalUser } from "~/lib/root-data";
import { MAIN_CONTENT_ID, PublicHeader, primaryButtonClass, secondaryButtonClass } from "./public-header";
import { SiteFooter } from "./site-footer";
import { appNameFrom, pageTitle } from "~/lib/page-title";

/**
 * `meta` for the public info pages: "<title> · <appName>", where appName comes
 * from the root loader data (falls back to "Roots").
 */
export function infoPageMeta(title: string, description: string): MetaFunction {
  return ({ matches }) => {
    const appName = appNameFrom(matches);
    return [
      { title: pageTitle(matches, title) },
      { name: "description", content: description.replaceAll("{appName}", appName) },
    ];
  };
}

function HeaderAction() {
  const user = useOptionalUser();
  if (user) {
    return (
      <Link to="/" className={secondaryButtonClass}>
        Back to home
      </Link>
    );
  }
  return (
    <Link to="/login" className={primaryButtonClass}>
      Sign in
    </Link>
  );
}

/** A titled block inside an info page. `id` allows deep links such as /help#social. */
export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
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
        <article className="mx-auto max-w-3xl px-4 py-10 text-base leading-relaxed text-slate-700 sm:px-6 sm:py-12 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-orange-800 [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
