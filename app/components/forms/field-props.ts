// A field's attributes for a form that keeps its values itself, from Conform's field metadata or from the
// first-load forms' own (use-lazy-schema-form.ts): free of Conform, so those forms' pages do not load it.

/** What these helpers read of a field. */
export type FieldState = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  required?: boolean;
  maxLength?: number;
};

/** Accessibility and constraint attributes for a field whose value the component keeps itself. */
export function controlledFieldProps(field: FieldState) {
  const error = field.errors?.[0];
  return {
    id: field.id,
    name: field.name,
    required: field.required,
    maxLength: field.maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? field.errorId : undefined,
    error,
    errorId: field.errorId,
  };
}

/** controlledFieldProps split into the input's own attributes and its error line's. */
export function inputParts(field: FieldState) {
  const { error, errorId, ...input } = controlledFieldProps(field);
  return { input, error, errorId };
}
