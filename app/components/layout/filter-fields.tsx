// Fields of a list's GET filter form (the URL holds the filters; the server applies them).
import { Fragment, type ReactNode } from "react";
import { Link } from "~/components/ui/kit";

/**
 * The fields, showing the filters the list shows. A field keeps its value when only its default changes, so
 * a new set of filters (Apply, Clear, a chip, Back) renders them afresh from the URL; a reload of the same
 * list (a later page, a live update) leaves what is being typed alone.
 */
export function FilterControls({ filters, children }: { filters: Record<string, string>; children: ReactNode }) {
  return <Fragment key={new URLSearchParams(filters).toString()}>{children}</Fragment>;
}

export function SearchField({
  id,
  label,
  value,
  maxLength,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  placeholder: string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        maxLength={maxLength}
        placeholder={placeholder}
        className="field-input"
      />
    </div>
  );
}

/** A select whose first option (value "") means no filter. */
export function SelectFilter({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  anyLabel: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="field-input">
        <option value="">{anyLabel}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** Submit, and a link back to the unfiltered list when a filter is set. */
export function FilterActions({
  submitLabel,
  clear,
  clearLabel,
}: {
  submitLabel: string;
  clear: string | null;
  clearLabel: string;
}) {
  return (
    <div className="flex gap-2">
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
      {clear ? (
        <Link to={clear} className="btn-secondary">
          {clearLabel}
        </Link>
      ) : null}
    </div>
  );
}
