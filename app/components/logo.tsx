import { useAppName } from "~/lib/root-data";

/** Brand mark: a small stylised tree whose roots spread below the ground line. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false" className={className}>
      {/* canopy */}
      <circle cx="16" cy="10" r="7.5" fill="currentColor" />
      <circle cx="12.5" cy="8.5" r="2" fill="#fff" fillOpacity="0.35" />
      {/* trunk */}
      <path d="M16 13v8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      {/* ground */}
      <path d="M6 21h20" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeOpacity="0.45" />
      {/* roots */}
      <path
        d="M16 21v7M16 23c-1.5 2-4 2.5-6.5 4M16 23c1.5 2 4 2.5 6.5 4M16 22c-3 .5-6 .5-9 2.5M16 22c3 .5 6 .5 9 2.5"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  const appName = useAppName();
  return (
    <span className={`inline-flex min-w-0 items-center gap-2 ${className ?? ""}`}>
      <LogoMark className="h-8 w-8 shrink-0 text-brand-600" />
      <span className="truncate text-xl font-extrabold tracking-tight text-slate-900">{appName}</span>
    </span>
  );
}
