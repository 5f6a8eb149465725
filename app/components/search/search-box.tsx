// The search field (issue 44): a GET form to /search, so it works without scripts. With scripts it is a
// combobox (ARIA 1.2 pattern) suggesting the best hits of each kind as one types: one request 200 ms after the
// last keystroke, from /search/suggest; a new keystroke cancels the one waiting or under way (AbortController),
// so never more than one is in flight and a late answer never overwrites a newer one. Arrow keys move through
// the suggestions, Enter opens one (or, with none chosen, the full results), Escape closes the list.
import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useTypedValue } from "~/components/ui/kit";
import { MAX_QUERY_LENGTH } from "~/lib/search-tokens";
import type { SearchHit } from "~/lib/types/search";
import { useHydrated } from "~/lib/page-context";
import { MarkedText } from "./marked-text";

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

export function SearchBox({
  id,
  defaultQuery = "",
  type = null,
  error,
  autoFocus = false,
  onEscape,
}: {
  id: string;
  defaultQuery?: string;
  /** The kind of result the page shows: kept when the form is sent again. */
  type?: string | null;
  /** The field's error, already in the page's language. */
  error?: string | null;
  autoFocus?: boolean;
  /** Escape with the list already closed (the header's panel closes). */
  onEscape?: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [text, setText] = useTypedValue(id, defaultQuery);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [suggestedFor, setSuggestedFor] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const errorId = `${id}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  /** Drops the suggestion request waiting or under way: its late answer must not reopen a closed list. */
  function cancelSuggest() {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }

  function suggestFor(value: string) {
    cancelSuggest();
    const q = value.trim();
    if (!q) {
      setHits([]);
      setOpen(false);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/search/suggest?${new URLSearchParams({ q })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        const found = (await response.json()) as SearchHit[];
        if (controller.signal.aborted) return;
        setHits(found);
        setSuggestedFor(q);
        setActive(-1);
        setOpen(true);
      } catch {
        // Cancelled by the next keystroke, or offline: Enter still opens the full results.
      } finally {
        if (request.current === controller) request.current = null;
      }
    }, SUGGEST_DELAY_MS);
  }

  function close() {
    cancelSuggest();
    setOpen(false);
    setActive(-1);
  }

  // The suggestions, then "See all results" (the form's own answer).
  const count = hits.length + 1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(index: number) {
    close();
    const hit = hits[index];
    if (hit) navigate(hit.url);
    else formRef.current?.requestSubmit();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && open) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        close();
      } else if (onEscape) {
        event.preventDefault();
        cancelSuggest();
        onEscape();
      }
    }
  }

  const expanded = hydrated && open && text.trim() !== "";
  return (
    <Form ref={formRef} method="get" action="/search" role="search" onSubmit={close}>
      <div className="relative flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t("search.label")}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          // The header's panel opens for typing: its field takes the focus (a member's own click opened it).
          autoFocus={autoFocus}
          className="field-input min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listId,
                "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
              }
            : {})}
          onChange={(event) => {
            setText(event.target.value);
            suggestFor(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(close, 150)}
        />
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className="btn-primary shrink-0">
          {t("search.submit")}
        </button>
        {hydrated ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t("search.suggestions")}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
            data-testid="search-suggestions"
          >
            {hits.map((hit, index) => (
              <li
                key={`${hit.type}-${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-gray-800"}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
              >
                <span className="w-20 shrink-0 text-xs font-semibold uppercase text-gray-600">
                  {t(`search.kinds.${hit.type}`)}
                </span>
                <span dir="auto" className="min-w-0 flex-1 truncate">
                  <MarkedText parts={hit.titleParts} />
                </span>
              </li>
            ))}
            <li
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              className={`cursor-pointer border-t border-gray-100 px-3 py-2 text-sm font-medium ${active === hits.length ? "bg-brand-50 text-brand-900" : "text-brand-700"}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hits.length)}
            >
              {t("search.seeAll", { q: suggestedFor || text.trim() })}
            </li>
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
