// A form on a page every member opens first (the home composer, a post's comment form): zod and the
// schema are fetched once the page is interactive, so they are not part of its first load. Until they
// arrive the browser checks the declared constraints and the server checks the rest (as without scripts).
// The declared constraints are tested against the schema's own (lazy-forms.test.ts).
import { useEffect, useState } from "react";
import { useValidatedForm, type FormOptions } from "./use-validated-form";
import type { Constraint, Validate } from "./validate-types";

export type LazySchema = {
  /** The attributes the schema gives the form's fields, written out (the page renders them before zod loads). */
  constraint: Record<string, Constraint>;
  load: () => Promise<Validate>;
};

export function useLazySchemaForm({ schema, ...options }: FormOptions & { schema: LazySchema }) {
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
  return useValidatedForm({ ...options, constraint: schema.constraint, validate: validate?.check });
}
