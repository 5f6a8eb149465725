// Labelled form fields with their error line: the same markup in every form.
import type { ReactNode } from "react";
import { useErrorText } from "~/lib/page-context";
import { TypedTextarea } from "./typed-textarea";

type FieldChrome = { id: string; label: string; error?: string; errorId?: string; hint?: ReactNode };

function FieldFrame({ id, label, error, errorId, hint, children }: FieldChrome & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-gray-500">{hint}</p> : null}
      <FieldError id={errorId ?? `${id}-error`} error={error} />
    </div>
  );
}

/** The error line under a field whose input is laid out by hand (its id is the input's aria-describedby), in
 * the page's language. */
export function FieldError({ id, error, className = "" }: { id: string; error?: string; className?: string }) {
  const errorText = useErrorText();
  return error ? (
    <p id={id} className={`field-error ${className}`.trim()}>
      {errorText(error)}
    </p>
  ) : null;
}

const described = (error: string | undefined, errorId: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? errorId : undefined,
});

export function TextField({
  id,
  label,
  error,
  errorId = `${id}-error`,
  ...input
}: { id: string; label: string; error?: string; errorId?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId}>
      <input id={id} className="field-input" {...described(error, errorId)} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  errorId = `${id}-error`,
  hint,
  ...input
}: FieldChrome & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} hint={hint}>
      <TypedTextarea id={id} className="field-input resize-y" {...described(error, errorId)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  error,
  errorId = `${id}-error`,
  hint,
  options,
  placeholder,
  ...select
}: FieldChrome & { options: readonly string[]; placeholder: string } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} hint={hint}>
      <select id={id} className="field-input" {...described(error, errorId)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A select whose options the caller writes (each with its own label), unlike SelectField's plain list. */
export function ChoiceField({
  id,
  label,
  error,
  errorId = `${id}-error`,
  hint,
  children,
  ...select
}: FieldChrome & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} hint={hint}>
      <select id={id} className="field-input" {...described(error, errorId)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
