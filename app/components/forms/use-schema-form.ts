// A form checked in the browser by the same zod schema as the server, the schema in the page's bundle.
// Constraints (required, maxLength) come from the schema. For a form on a first-load page, see
// useLazySchemaForm.
import { useMemo } from "react";
import type { z } from "zod";
import { formConstraint } from "~/lib/constraints";
import { useValidatedForm, type FormOptions } from "./use-validated-form";
import { zodValidator } from "./zod-validator";

export { controlledFieldProps, fieldProps, inputParts } from "./use-validated-form";

export function useSchemaForm<S extends z.ZodType>({ schema, ...options }: FormOptions & { schema: S }) {
  const constraint = useMemo(() => formConstraint(schema), [schema]);
  const validate = useMemo(() => zodValidator(schema), [schema]);
  return useValidatedForm({ ...options, constraint, validate });
}
