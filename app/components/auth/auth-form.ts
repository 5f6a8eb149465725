// Conform wiring shared by the login and register pages: the same zod schema as the server, field
// errors as you type after a first submit, constraints (required, maxLength) from the schema, and the
// spec's toast for a form the browser refuses before sending it.
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraint } from "~/lib/constraints";
import { useMemo, type FormEvent } from "react";
import type { z } from "zod";
import { useShowToast } from "~/components/ui/toaster";
import type { FormProblem } from "~/schemas/auth";
import type { FormFailure } from "~/utils/form-errors";

type Errors = Record<string, string[] | null | undefined>;

/** A server answer in the shape Conform shows: field errors and what the user typed. */
function toLastResult(failure: FormFailure | undefined): SubmissionResult<string[]> | undefined {
  if (!failure) return undefined;
  return {
    status: "error",
    initialValue: failure.values,
    error: Object.fromEntries(Object.entries(failure.fields).map(([name, message]) => [name, [message]])),
  };
}

export function useAuthForm<S extends z.ZodType>({
  id,
  schema,
  failure,
  problemOf,
  failedTitle,
}: {
  id: string;
  schema: S;
  failure: FormFailure | undefined;
  problemOf: (fields: Errors) => FormProblem | null;
  failedTitle: string;
}) {
  const showToast = useShowToast();
  const lastResult = useMemo(() => toLastResult(failure), [failure]);
  const [form, fields] = useForm<Record<string, string>>({
    id,
    // The same object until the server answers again (a new one each render would loop).
    lastResult,
    constraint: formConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema as never }),
  });
  /** Before Conform stops an invalid form, say why in the spec's words. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submission = parseWithZod(new FormData(event.currentTarget), { schema: schema as never });
    if (submission.status === "error" && submission.error) {
      const errors = submission.error as Errors;
      const problem = problemOf(errors) ?? { title: failedTitle, description: Object.values(errors).flat().find(Boolean) ?? "Please check your information and try again" };
      showToast({ id: crypto.randomUUID(), type: "error", ...problem });
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
