// The security page's building blocks: a card with its heading and help line, and the one-button form that
// acts on one row of it (sign a device out, remove a passkey, revoke a token). Plain forms: the same without JS.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

export function AccountCard({
  id,
  heading,
  help,
  first = false,
  children,
}: {
  id: string;
  heading: string;
  help?: string;
  /** The page's first card has no top margin. */
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`card max-w-2xl ${first ? "" : "mt-6"}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-semibold text-gray-900">
        {heading}
      </h2>
      {help ? <p className="mt-1 text-sm text-gray-600">{help}</p> : null}
      {children}
    </section>
  );
}

/** Posts `fields` (the intent and the row's id) with one button named for what it does to which row. */
export function RowAction({
  fields,
  label,
  children,
}: {
  fields: Record<string, string>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-secondary" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
