import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, Logo } from "~/components/ui/kit";
import { LanguageMenu } from "~/components/shell/language-menu";
import { useAppName } from "~/lib/page-context";

type IconProps = { className?: string };

function FacebookIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M13.5 22v-8.1h2.8l.4-3.2h-3.2V8.7c0-.9.3-1.6 1.6-1.6h1.7V4.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4v3.2h2.8V22h3.3z" />
    </svg>
  );
}

function InstagramIcon({ className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function XIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d="M4 4h4.6L20 20h-4.6z" fill="currentColor" />
      <path
        d="M19.4 4 13.3 11M10.7 13 4.6 20"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

function LinkedInIcon({ className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v5.5" />
      <circle cx="8" cy="7.8" r="1.1" fill="currentColor" stroke="none" />
      <path d="M12 16.5V11M12 13.6c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6v2.9" />
    </svg>
  );
}

const socialLinks: { network: string; Icon: (props: IconProps) => ReactNode }[] = [
  { network: "Facebook", Icon: FacebookIcon },
  { network: "Instagram", Icon: InstagramIcon },
  { network: "X (Twitter)", Icon: XIcon },
  { network: "LinkedIn", Icon: LinkedInIcon },
];

const footerLinks: { to: string; label: "help" | "guidelines" | "privacy" | "terms" }[] = [
  { to: "/help", label: "help" },
  { to: "/guidelines", label: "guidelines" },
  { to: "/privacy", label: "privacy" },
  { to: "/terms", label: "terms" },
];

const focusRing =
  "rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/** Shared footer for the public pages: social links, info links and copyright. */
export function SiteFooter() {
  const appName = useAppName();
  const { t } = useTranslation("landing");
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Link
            to="/"
            aria-label={t("header.home", { appName })}
            className={`inline-block rounded-md bg-white px-3 py-1.5 ${focusRing}`}
          >
            <Logo />
          </Link>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{t("footer.tagline")}</p>
          <ul className="mt-4 flex gap-3" aria-label={t("footer.social")}>
            {socialLinks.map(({ network, Icon }) => (
              <li key={network}>
                <Link
                  to="/help#social"
                  aria-label={t("footer.onNetwork", { appName, network })}
                  title={network}
                  className={`flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-brand-700 hover:text-white ${focusRing}`}
                >
                  <Icon className="h-5 w-5" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6">
          <LanguageMenu tone="dark" />
          <nav aria-label={t("footer.nav")}>
            <ul className="flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`text-slate-300 underline-offset-4 hover:text-white hover:underline ${focusRing}`}
                  >
                    {t(`footer.${link.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          {t("footer.copyright", { appName, year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
