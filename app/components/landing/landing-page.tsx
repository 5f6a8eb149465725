import type { ReactNode } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { useAppName } from "~/lib/page-context";
import { MAIN_CONTENT_ID, PublicHeader, primaryButtonClass, secondaryButtonClass } from "./public-header";
import { SiteFooter } from "./site-footer";

type IconProps = { className?: string };

/** Wrapper for the 24×24 outline icons used on the landing page. */
function OutlineIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

const icons = {
  tribe: (p: IconProps) => (
    <OutlineIcon {...p}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 19.5c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14c2.6.1 4.5 2 4.5 4.8" />
    </OutlineIcon>
  ),
  events: (p: IconProps) => (
    <OutlineIcon {...p}>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="m12 12.6.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2-1.45-1.4 2-.3z" />
    </OutlineIcon>
  ),
  skills: (p: IconProps) => (
    <OutlineIcon {...p}>
      <rect x="3" y="7" width="18" height="13" rx="2.5" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
      <path d="M12 10.5v6M14 11.6c-.4-.5-1.1-.8-2-.8-1.1 0-1.9.6-1.9 1.4 0 1.9 3.9 1 3.9 2.9 0 .8-.9 1.4-2 1.4-.9 0-1.7-.3-2.1-.9" />
    </OutlineIcon>
  ),
  advice: (p: IconProps) => (
    <OutlineIcon {...p}>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z" />
      <path d="M10 7.8a2 2 0 1 1 2.6 1.9c-.4.1-.6.5-.6.9v.4M12 13.2v.1" />
    </OutlineIcon>
  ),
  loop: (p: IconProps) => (
    <OutlineIcon {...p}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
      <path d="M20.5 5.5c.7.9 1.1 2 1.2 3.2M3.5 5.5a6.6 6.6 0 0 0-1.2 3.2" />
    </OutlineIcon>
  ),
  empire: (p: IconProps) => (
    <OutlineIcon {...p}>
      <path d="M3 20.5h18" />
      <rect x="4.5" y="13" width="3.5" height="7.5" rx=".8" />
      <rect x="10.25" y="9.5" width="3.5" height="11" rx=".8" />
      <rect x="16" y="5.5" width="3.5" height="15" rx=".8" />
      <path d="m4 9.5 5-4.5 3 2.5L17.5 2.8M14.5 2.5h3.2v3.2" />
    </OutlineIcon>
  ),
  play: (p: IconProps) => (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={p.className}>
      <circle cx="12" cy="12" r="10" fill="currentColor" fillOpacity="0.12" />
      <path d="M10 8.3v7.4a.6.6 0 0 0 .9.5l5.8-3.7a.6.6 0 0 0 0-1l-5.8-3.7a.6.6 0 0 0-.9.5z" fill="currentColor" />
    </svg>
  ),
  arrow: (p: IconProps) => (
    <OutlineIcon {...p}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </OutlineIcon>
  ),
};

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base leading-relaxed text-slate-600 sm:text-lg">{intro}</p>
    </div>
  );
}

/* ------------------------------------------------------------------ Hero */

/** Decorative globe with connected members, drawn inline (no external images). */
function HeroIllustration() {
  const nodes: [number, number][] = [
    [62, 78],
    [150, 52],
    [232, 96],
    [96, 170],
    [198, 188],
    [140, 240],
    [258, 176],
  ];
  const links: [number, number][] = [
    [0, 1],
    [1, 2],
    [0, 3],
    [3, 4],
    [1, 4],
    [4, 5],
    [2, 6],
    [4, 6],
    [3, 5],
  ];
  return (
    <svg viewBox="0 0 300 300" aria-hidden="true" focusable="false" className="h-auto w-full max-w-[16rem] sm:max-w-sm">
      <circle cx="150" cy="150" r="128" className="fill-brand-100" />
      <circle cx="150" cy="150" r="128" fill="none" className="stroke-brand-500" strokeOpacity="0.35" strokeWidth="2" />
      <ellipse
        cx="150"
        cy="150"
        rx="60"
        ry="128"
        fill="none"
        className="stroke-brand-500"
        strokeOpacity="0.3"
        strokeWidth="2"
      />
      <path d="M22 150h256M40 90h220M40 210h220" className="stroke-brand-500" strokeOpacity="0.3" strokeWidth="2" />
      {links.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={nodes[a][0]}
          y1={nodes[a][1]}
          x2={nodes[b][0]}
          y2={nodes[b][1]}
          className="stroke-brand-600"
          strokeWidth="2.5"
          strokeDasharray="5 5"
          strokeLinecap="round"
        />
      ))}
      {nodes.map(([x, y], i) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={i % 3 === 0 ? 16 : 12} className="fill-white stroke-brand-600" strokeWidth="3" />
          <circle cx={x} cy={y - 3} r={i % 3 === 0 ? 5 : 4} className="fill-brand-600" />
          <path
            d={`M${x - (i % 3 === 0 ? 8 : 6)} ${y + (i % 3 === 0 ? 9 : 7)}a${i % 3 === 0 ? 8 : 6} ${i % 3 === 0 ? 6 : 4.5} 0 0 1 ${i % 3 === 0 ? 16 : 12} 0`}
            className="fill-brand-600"
          />
        </g>
      ))}
    </svg>
  );
}

function Hero() {
  const { t } = useTranslation("landing");
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div className="text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-700 sm:text-sm">
            <span className="h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" />
            {t("hero.badge")}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            <Trans t={t} i18nKey="hero.title" components={{ accent: <span className="text-brand-700" /> }} />
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg lg:mx-0">
            {t("hero.intro")}
          </p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Link to="/register" className={`${primaryButtonClass} px-7 py-3 text-base`}>
              {t("hero.start")}
              <icons.arrow className="h-5 w-5 rtl:-scale-x-100" />
            </Link>
            <a href="#tour" className={`${secondaryButtonClass} px-7 py-3 text-base`}>
              <icons.play className="h-6 w-6 text-brand-700" />
              {t("hero.watch")}
            </a>
          </div>
        </div>
        <div className="flex justify-center">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------ Tour */

function TourFrame({ children }: { children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className="flex h-36 flex-col justify-center gap-2 rounded-xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-4"
    >
      {children}
    </div>
  );
}

function TourPeople() {
  const { t } = useTranslation("landing");
  return (
    <TourFrame>
      {["w-20", "w-16", "w-24"].map((width, i) => (
        <div key={width} className="flex items-center gap-2 rounded-lg bg-white px-2 py-1.5 shadow-sm">
          <span className={`h-6 w-6 shrink-0 rounded-full ${i === 1 ? "bg-amber-400" : "bg-brand-500"}`} />
          <span className={`h-2 ${width} rounded bg-slate-200`} />
          <span className="ms-auto rounded-full bg-brand-700 px-2 py-0.5 text-[10px] font-semibold text-white">
            {i === 0 ? t("tour.connected") : t("tour.connect")}
          </span>
        </div>
      ))}
    </TourFrame>
  );
}

function TourEvent() {
  const { t } = useTranslation("landing");
  return (
    <TourFrame>
      <div className="flex items-center gap-3 rounded-lg bg-white p-2 shadow-sm">
        <div className="flex h-14 w-12 shrink-0 flex-col overflow-hidden rounded-md border border-brand-500 text-center">
          <span className="bg-brand-700 text-[10px] font-bold uppercase text-white">{t("tour.saturday")}</span>
          <span className="flex-1 pt-1 text-lg font-extrabold text-slate-900">14</span>
        </div>
        <div className="flex flex-1 flex-col gap-1.5">
          <span className="h-2.5 w-24 rounded bg-slate-300" />
          <span className="h-2 w-16 rounded bg-slate-200" />
        </div>
      </div>
      <div className="flex gap-2">
        <span className="rounded-full bg-brand-700 px-3 py-1 text-[10px] font-semibold text-white">
          {t("tour.attend")}
        </span>
        <span className="rounded-full border border-slate-300 bg-white px-3 py-1 text-[10px] font-semibold text-slate-700">
          {t("tour.maybe")}
        </span>
      </div>
    </TourFrame>
  );
}

function TourSkills() {
  const { t } = useTranslation("landing");
  return (
    <TourFrame>
      <div className="rounded-lg bg-white p-3 shadow-sm">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[10px] font-semibold text-emerald-800">
            {t("tour.offering")}
          </span>
          <span className="text-xs font-bold text-slate-900">{t("tour.price")}</span>
        </div>
        <span className="mt-2 block h-2.5 w-28 rounded bg-slate-300" />
        <span className="mt-1.5 block h-2 w-20 rounded bg-slate-200" />
      </div>
      <div className="flex gap-1.5">
        {(["tutoring", "design", "legal"] as const).map((tag) => (
          <span key={tag} className="rounded-full bg-brand-100 px-2 py-0.5 text-[10px] font-semibold text-brand-700">
            {t(`tour.${tag}`)}
          </span>
        ))}
      </div>
    </TourFrame>
  );
}

function TourAdvice() {
  const { t } = useTranslation("landing");
  return (
    <TourFrame>
      <div className="max-w-[80%] rounded-2xl rounded-es-sm bg-white px-3 py-2 text-[11px] text-slate-700 shadow-sm">
        {t("tour.question")}
      </div>
      <div className="ms-auto max-w-[80%] rounded-2xl rounded-ee-sm bg-brand-700 px-3 py-2 text-[11px] text-white shadow-sm">
        {t("tour.answer")}
      </div>
      <span className="text-[10px] font-semibold text-slate-600">{t("tour.helpful")}</span>
    </TourFrame>
  );
}

const tourSteps: { key: "tribe" | "events" | "skills" | "advice"; Illustration: () => ReactNode }[] = [
  { key: "tribe", Illustration: TourPeople },
  { key: "events", Illustration: TourEvent },
  { key: "skills", Illustration: TourSkills },
  { key: "advice", Illustration: TourAdvice },
];

function ProductTour() {
  const appName = useAppName();
  const { t } = useTranslation("landing");
  return (
    <section id="tour" aria-labelledby="tour-heading" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="tour-heading"
          eyebrow={t("tour.eyebrow")}
          title={t("tour.title", { appName })}
          intro={t("tour.intro")}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tourSteps.map(({ key, Illustration }, i) => (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Illustration />
              <div className="mt-5 flex items-center gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="text-lg font-bold text-slate-900">{t(`tour.steps.${key}.title`)}</h3>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`tour.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center">
          <Link to="/register" className={primaryButtonClass}>
            {t("tour.tryIt")}
            <icons.arrow className="h-4 w-4 rtl:-scale-x-100" />
          </Link>
        </p>
      </div>
    </section>
  );
}

/* -------------------------------------------------------------- Features */

const features: {
  key: "tribe" | "events" | "skills" | "advice" | "loop" | "empire";
  Icon: (p: IconProps) => ReactNode;
}[] = [
  { key: "tribe", Icon: icons.tribe },
  { key: "events", Icon: icons.events },
  { key: "skills", Icon: icons.skills },
  { key: "advice", Icon: icons.advice },
  { key: "loop", Icon: icons.loop },
  { key: "empire", Icon: icons.empire },
];

function FeatureGrid() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow={t("features.eyebrow")}
          title={t("features.title")}
          intro={t("features.intro")}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-safe:transition motion-safe:hover:-translate-y-0.5"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------- CTA */

function ClosingCta() {
  const appName = useAppName();
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="cta-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center shadow-lg sm:px-12">
        <svg
          viewBox="0 0 200 200"
          aria-hidden="true"
          focusable="false"
          className="pointer-events-none absolute -end-16 -top-16 h-64 w-64 text-white opacity-10"
        >
          <circle cx="100" cy="100" r="90" fill="none" stroke="currentColor" strokeWidth="16" />
          <circle cx="100" cy="100" r="50" fill="none" stroke="currentColor" strokeWidth="16" />
        </svg>
        <h2 id="cta-heading" className="relative text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          {t("cta.title")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-base leading-relaxed text-orange-50 sm:text-lg">
          {t("cta.text")}
        </p>
        <Link
          to="/register"
          className="relative mt-8 inline-flex items-center justify-center gap-2 rounded-full bg-white px-7 py-3 text-base font-semibold text-brand-700 shadow transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t("cta.join", { appName })}
          <icons.arrow className="h-5 w-5 rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------ Page */

/** The visitor (signed-out) landing page. Works fully without JavaScript. */
// Beside Sign in on a 360 px phone, the header's Join wraps onto two lines in a long language instead of
// pushing the page wider than the screen.
const headerJoinClass = primaryButtonClass
  .replace("whitespace-nowrap", "text-center leading-tight")
  .replace("px-5", "px-3 sm:px-5");

export function LandingPage() {
  const { t } = useTranslation("landing");
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 [overflow-wrap:anywhere]" data-landing>
      <PublicHeader
        action={
          <>
            <Link
              to="/login"
              className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t("signIn")}
            </Link>
            <Link to="/register" className={headerJoinClass}>
              {t("joinTheMovement")}
            </Link>
          </>
        }
      />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <Hero />
        <ProductTour />
        <FeatureGrid />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
