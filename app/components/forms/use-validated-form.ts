// Conform wiring shared by every form, without zod: field errors as you type after a first submit,
// constraint attributes (required, maxLength) on the fields, and what the user typed kept when the server
// refuses. The server's answer comes either from the page (no scripts, or a full reload: `failure`) or from
// an enhanced form's fetcher (`scripted`); both are shown the same way. Which schema checks the form in the
// browser is the caller's: useSchemaForm (zod in the page's bundle) or useLazySchemaForm (zod after load).
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useMemo, type FormEvent } from "react";
import type { ScriptedResult } from "~/components/ui/enhanced-form";
import { useShowToast } from "~/components/ui/toaster";
import type { FormFailure } from "~/lib/form-failure";
import type { FormProblem } from "~/schemas/account-forms";
import type { Constraint, FormErrors, Validate } from "./validate-types";

/** A server answer in the shape Conform shows: field errors and, from a page answer, what the user typed. */
function toLastResult(
  fields: Record<string, string> | undefined,
  values?: Record<string, string>,
): SubmissionResult<string[]> | undefined {
  if (!fields) return undefined;
  return {
    status: "error",
    initialValue: values,
    error: Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]])),
  };
}

export type FormOptions = {
  id: string;
  failure?: FormFailure;
  scripted?: ScriptedResult;
  /** With `failedTitle`: the toast shown when the browser refuses the form before sending it. */
  problemOf?: (fields: FormErrors) => FormProblem | null;
  failedTitle?: string;
};

/** The form with `validate` checking it in the browser; without `validate` (not loaded yet) the server checks it. */
export function useValidatedForm({
  id,
  constraint,
  validate,
  failure,
  scripted,
  problemOf,
  failedTitle,
}: FormOptions & { constraint: Record<string, Constraint>; validate: Validate | undefined }) {
  const showToast = useShowToast();
  const scriptedFields = scripted?.ok === false ? (scripted.error?.fields ?? {}) : undefined;
  // The same object until the server answers again (a new one each render would loop).
  const lastResult = useMemo(
    () => (scripted ? toLastResult(scriptedFields) : toLastResult(failure?.fields, failure?.values)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scripted, failure],
  );
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  /** Before Conform stops an invalid form, say why (in the spec's words when the form has them). */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (failedTitle && validate) {
      const submission = validate(new FormData(event.currentTarget));
      if (submission.status === "error" && submission.error) {
        const errors = submission.error as FormErrors;
        const problem = problemOf?.(errors) ?? {
          title: failedTitle,
          description: Object.values(errors).flat().find(Boolean) ?? "Please check your information and try again",
        };
        showToast({ id: crypto.randomUUID(), type: "error", ...problem });
      }
    }
    form.onSubmit(event);
  }
  return { form, fields, onSubmit };
}

/** Props for TextField / PasswordInput from a Conform field (its key apart: React wants it given directly). */
export function fieldProps(field: FieldMetadata<string>, type: "text" | "email" | "password") {
  // A password is never sent back to the page.
  const { key, ...input } = getInputProps(field, type === "password" ? { type, value: false } : { type });
  return { key, props: { ...input, id: field.id, name: field.name, error: field.errors?.[0], errorId: field.errorId } };
}

/** Accessibility and constraint attributes for a field whose value the component keeps itself. */
export function controlledFieldProps(field: FieldMetadata<string>) {
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
export function inputParts(field: FieldMetadata<string>) {
  const { error, errorId, ...input } = controlledFieldProps(field);
  return { input, error, errorId };
}
