// The header's search (issue 44). Without scripts: a link to /search, whose form does the rest. With them: a
// button opening the search box with its suggestions under the header (a full-width sheet on a phone, a
// panel under the button from 640 px); Escape or a click elsewhere closes it, and leaving the page does too.
// The box's code loads when the member reaches for the button (pointer or focus), not with every page: it is
// shared with the /search page, and in the root it was one more script file on every first load.
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { useHydrated } from "~/lib/page-context";
import { SearchIcon } from "./icons";

const loadSearchBox = () => import("~/components/search/search-box");
const SearchBox = lazy(() => loadSearchBox().then((module) => ({ default: module.SearchBox })));

export function HeaderSearch() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A suggestion opened, or the results page: the panel has done its work.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  if (!hydrated) {
    return (
      <Link to="/search" className="btn-ghost px-2" aria-label={t("search.open")} data-testid="header-search">
        <SearchIcon />
      </Link>
    );
  }
  return (
    <div ref={root} className="sm:relative">
      <button
        ref={button}
        type="button"
        className="btn-ghost px-2"
        aria-label={t("search.open")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadSearchBox()}
        onFocus={() => void loadSearchBox()}
        onClick={() => setOpen((was) => !was)}
        data-testid="header-search"
      >
        <SearchIcon />
      </button>
      {open ? (
        <div
          id={panelId}
          className="fixed inset-x-0 top-16 z-50 border-b border-gray-200 bg-white p-3 shadow-lg sm:absolute sm:left-auto sm:right-0 sm:top-full sm:mt-2 sm:w-[28rem] sm:rounded-lg sm:border"
        >
          <Suspense fallback={<div className="h-10" aria-busy="true" />}>
            <SearchBox
              id="header-search-q"
              autoFocus
              onEscape={() => {
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
