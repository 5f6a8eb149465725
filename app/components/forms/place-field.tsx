// The city picker (decision 053). Without scripts: a plain text field, resolved on submit; when the name fits
// several cities (Paris, France or Paris, TX) the page comes back with a "did you mean" radio list named
// `placeId`. With scripts: the same field is a combobox (ARIA 1.2 pattern) listing GET /api/places?q= as you
// type; choosing one fills the text with its label and a hidden `placeId`; typing again forgets the choice.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useErrorText, useHydrated } from "~/lib/page-context";
import type { PlaceSummary } from "~/lib/places";
import { useTypedValue } from "~/components/ui/kit";

export type PlaceChoiceOption = { id: number; label: string };

type InputProps = {
  id: string;
  name: string;
  defaultValue?: string | number | readonly string[];
  error?: string;
  errorId?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "defaultValue">;

export function PlaceField({
  label,
  input,
  choices,
  placeholder,
  hint,
}: {
  label: string;
  /** From fieldProps(field, "text").props: id, name, defaultValue, error, errorId, constraints. */
  input: InputProps;
  /** The "did you mean" places the server answered for this field. */
  choices?: PlaceChoiceOption[];
  placeholder?: string;
  hint?: string;
}) {
  const { id, name, defaultValue, error, errorId = `${id}-error`, ...rest } = input;
  const hydrated = useHydrated();
  const { t } = useTranslation("places");
  const errorText = useErrorText();
  const [text, setText] = useTypedValue(id, typeof defaultValue === "string" ? defaultValue : "");
  const [picked, setPicked] = useState<PlaceChoiceOption | null>(null);
  const [options, setOptions] = useState<PlaceSummary[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const listId = useId();
  const hintId = `${id}-hint`;
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Drops a search still waiting or under way: its late answer must not reopen a list the member closed. */
  function cancelSearch() {
    clearTimeout(timer.current);
    request.current?.abort();
  }

  function search(query: string) {
    cancelSearch();
    if (!query.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      setLoading(true);
      try {
        const response = await fetch(`/api/places?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        if (!response.ok) return;
        const found = (await response.json()) as PlaceSummary[];
        setOptions(found);
        setActive(found.length ? 0 : -1);
        setOpen(true);
      } catch {
        // Aborted by the next keystroke, or offline: the server resolves the text on submit anyway.
      } finally {
        if (request.current === controller) setLoading(false);
      }
    }, 150);
  }

  function choose(place: PlaceSummary) {
    cancelSearch();
    setText(place.label);
    setPicked({ id: place.id, label: place.label });
    setOpen(false);
    setOptions([]);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === "Escape") {
      cancelSearch();
      if (open) event.preventDefault();
      setOpen(false);
    }
  }

  const describedBy = [error ? errorId : null, hydrated ? hintId : null].filter(Boolean).join(" ") || undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hydrated ? (
        <input
          {...rest}
          id={id}
          name={name}
          type="text"
          className="field-input"
          autoComplete="off"
          placeholder={placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPicked(null);
            search(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() =>
            setTimeout(() => {
              cancelSearch();
              setOpen(false);
            }, 150)
          }
        />
      ) : (
        <input
          {...rest}
          id={id}
          name={name}
          type="text"
          className="field-input"
          autoComplete="address-level2"
          placeholder={placeholder}
          defaultValue={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      )}
      {hydrated && picked ? <input type="hidden" name="placeId" value={picked.id} /> : null}
      {hydrated ? (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {loading ? t("field.searching") : (hint ?? t("field.hint"))}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-gray-500">{hint}</p>
      ) : null}
      {hydrated ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("field.suggestions", { label })}
          hidden={!open || options.length === 0}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          {options.map((place, index) => (
            <li
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm [overflow-wrap:anywhere] ${index === active ? "bg-brand-50 text-brand-900" : "text-gray-800"}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              {place.label}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {errorText(error)}
        </p>
      ) : null}
      {choices?.length && !picked ? (
        <fieldset className="mt-2 rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium text-gray-800">{t("field.didYouMean")}</legend>
          <div className="space-y-1">
            {choices.map((choice, index) => (
              <label key={choice.id} className="flex items-center gap-2 text-sm text-gray-800">
                <input type="radio" name="placeId" value={choice.id} defaultChecked={index === 0} />
                <span className="[overflow-wrap:anywhere]" dir="auto">
                  {choice.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
