// A form on a page every member opens first (the home composer, a post's comment form): neither zod nor
// Conform's React hook is part of its first load (decisions 020, 091). The check (Conform's zod adapter over
// the server's schema) is fetched once the page is interactive; until it arrives the server checks, as
// without scripts. The fields get the ids and attributes Conform gives (`<form>-<name>`, `-error`), the
// server's refusal is Conform's result shape as for every form, and after a refused submit each keystroke
// checks again, as useValidatedForm does. The declared constraints are tested against the schema's own
// (feed-forms.test.ts).
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useErrorText } from "~/lib/page-context";
import type { FormReply } from "~/components/ui/kit";
import type { FieldState } from "./field-props";
import type { Constraint, FormErrors, Validate } from "./validate-types";

export type LazySchema = {
  /** The attributes the schema gives the form's fields, written out (the page renders them before zod loads). */
  constraint: Record<string, Constraint>;
  load: () => Promise<Validate>;
};

type Checked = { errors: FormErrors; against: FormReply | undefined; watching: boolean };

export function useLazySchemaForm({ id, schema, reply }: { id: string; schema: LazySchema; reply?: FormReply }) {
  const errorText = useErrorText();
  const [validate, setValidate] = useState<{ check: Validate } | null>(null);
  useEffect(() => {
    let live = true;
    schema.load().then(
      (check) => live && setValidate({ check }),
      // A failed chunk load leaves the check to the server, as before scripts ran.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [schema]);
  // The browser's own check holds until the server answers again: a newer refusal replaces it.
  const [checked, setChecked] = useState<Checked | null>(null);
  const errors = useMemo(
    () => (checked && checked.against === reply ? checked.errors : translated(reply?.error, errorText)),
    [checked, reply, errorText],
  );

  function check(form: HTMLFormElement): FormErrors {
    const result = validate!.check(new FormData(form));
    const found = translated(result.status === "error" ? (result.error as FormErrors) : undefined, errorText);
    setChecked({ errors: found, against: reply, watching: true });
    return found;
  }

  // Once a submit was checked (here or by the server), each keystroke in the form checks it again; a reset
  // (after posting) stops that. Listened to once: a keystroke re-renders the form within its own event, and a
  // listener swapped then would miss it.
  const watching = checked && checked.against === reply ? checked.watching : reply !== undefined;
  const latest = useRef({ watching, check: validate ? check : null, reply });
  latest.current = { watching, check: validate ? check : null, reply };
  useEffect(() => {
    const formOf = (event: Event) => {
      const form = (event.target as HTMLInputElement | HTMLFormElement | null)?.form ?? event.target;
      return form instanceof HTMLFormElement && form.id === id ? form : null;
    };
    const onInput = (event: Event) => {
      const form = formOf(event);
      const { watching, check } = latest.current;
      if (form && watching && check) check(form);
    };
    const onReset = (event: Event) => {
      if (formOf(event)) setChecked({ errors: {}, against: latest.current.reply, watching: false });
    };
    document.addEventListener("input", onInput);
    document.addEventListener("reset", onReset);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("reset", onReset);
    };
  }, [id]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validate) return;
    const found = check(event.currentTarget);
    const first = Object.keys(found).find((name) => found[name]?.length);
    if (first === undefined) return;
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  }

  const fields: Record<string, FieldState> = {};
  for (const [name, constraint] of Object.entries(schema.constraint)) {
    const fieldId = `${id}-${name}`;
    const messages = errors[name];
    fields[name] = {
      id: fieldId,
      name,
      errorId: `${fieldId}-error`,
      errors: messages?.length ? messages : undefined,
      required: constraint.required,
      maxLength: constraint.maxLength,
    };
  }
  // As Conform's: the page's own messages, not the browser's bubbles, with or without scripts.
  return { form: { id, noValidate: true }, fields, onSubmit };
}

/** The rules' messages are English (the server's and the browser's zod alike): shown in the page's language. */
function translated(errors: FormErrors | undefined, errorText: (message: string) => string): FormErrors {
  const out: FormErrors = {};
  for (const [name, messages] of Object.entries(errors ?? {})) if (messages) out[name] = messages.map(errorText);
  return out;
}
