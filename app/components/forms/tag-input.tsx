// Skills or interests. Without JS: one text field, comma-separated. With JS: chips, Enter or comma adds
// one, × removes one; the same comma-separated value goes with the form, so the server reads one shape.
import { useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export function TagInput({
  id,
  name,
  label,
  defaultTags,
  maxTags,
  maxLength,
  error,
  errorId = `${id}-error`,
}: {
  id: string;
  name: string;
  label: string;
  defaultTags: string[];
  maxTags: number;
  maxLength: number;
  error?: string;
  errorId?: string;
}) {
  const hydrated = useHydrated();
  const [tags, setTags] = useState(defaultTags);
  const [draft, setDraft] = useState("");
  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");

  function add(raw: string) {
    const tag = raw.trim().slice(0, maxLength);
    if (!tag || tags.length >= maxTags || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    setTags([...tags, tag]);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
      setDraft("");
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  }

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hydrated ? (
        <>
          <input
            type="hidden"
            name={name}
            value={[...tags, draft]
              .map((tag) => tag.trim())
              .filter(Boolean)
              .join(", ")}
          />
          {tags.length > 0 ? (
            <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={label}>
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-sm text-brand-700"
                >
                  <span className="break-all">{tag}</span>
                  <button
                    type="button"
                    className="rounded-full px-1.5 text-brand-700 hover:bg-brand-100"
                    aria-label={`Remove ${tag}`}
                    onClick={() => setTags(tags.filter((existing) => existing !== tag))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            id={id}
            value={draft}
            maxLength={maxLength}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              add(draft);
              setDraft("");
            }}
            className="field-input"
            placeholder={tags.length >= maxTags ? "That's the most" : "Type one and press Enter"}
            disabled={tags.length >= maxTags}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </>
      ) : (
        <input
          id={id}
          name={name}
          defaultValue={defaultTags.join(", ")}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      <p id={hintId} className="mt-1 text-xs text-gray-500">
        {hydrated ? "Press Enter after each one." : "Separate them with commas."} Up to {maxTags}, each up to{" "}
        {maxLength} characters.
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
