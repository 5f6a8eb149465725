// Skills or interests. Without JS: one text field, comma-separated. With JS: chips, Enter or comma adds
// one, × removes one; the same comma-separated value goes with the form, so the server reads one shape.
// The text field is the same element before and after hydration: a list typed into it before the scripts
// ran becomes chips, its unfinished last entry stays in the field, and the focus stays (decision 034).
import { FieldError } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/react";
import { useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/lib/page-context";
import { typedBeforeHydration } from "~/components/ui/kit";

/** Adds `raw` to `tags` (trimmed and cut to length) unless it is blank, already there or one too many. */
function withTag(tags: string[], raw: string, maxTags: number, maxLength: number): string[] {
  const tag = raw.trim().slice(0, maxLength);
  if (!tag || tags.length >= maxTags || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
    return tags;
  return [...tags, tag];
}

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
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const served = defaultTags.join(", ");
  const [start] = useState(() => {
    const typed = typedBeforeHydration(id, hydrated);
    if (typed === undefined || typed === served) return { tags: defaultTags, draft: "" };
    const entries = typed.split(",");
    const draft = entries.pop() ?? "";
    const tags = entries.reduce((all, entry) => withTag(all, entry, maxTags, maxLength), [] as string[]);
    return { tags, draft: draft.trimStart() };
  });
  const [tags, setTags] = useState(start.tags);
  const [draft, setDraft] = useState(start.draft);
  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");

  function add(raw: string) {
    setTags(withTag(tags, raw, maxTags, maxLength));
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
        <input
          type="hidden"
          name={name}
          value={[...tags, draft]
            .map((tag) => tag.trim())
            .filter(Boolean)
            .join(", ")}
        />
      ) : null}
      {hydrated && tags.length > 0 ? (
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
                aria-label={t("tags.remove", { tag })}
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
        // Without scripts the field itself is the comma-separated value; with them the hidden one is.
        name={hydrated ? undefined : name}
        value={hydrated ? draft : served}
        maxLength={hydrated ? maxLength : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={hydrated ? onKeyDown : undefined}
        onBlur={() => {
          if (!hydrated) return;
          add(draft);
          setDraft("");
        }}
        className="field-input"
        placeholder={hydrated ? (tags.length >= maxTags ? t("tags.full") : t("tags.placeholder")) : undefined}
        disabled={hydrated && tags.length >= maxTags}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={hintId} className="mt-1 text-xs text-gray-500">
        {t(hydrated ? "tags.hintEnter" : "tags.hintCommas", { max: maxTags, length: maxLength })}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
