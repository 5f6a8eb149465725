// Conform wiring shared by every form, without zod: field errors as you type after a first submit,
// constraint attributes (required, maxLength) on the fields, and what the user typed kept when the server
// refuses. The server's refusal (a FormReply: Conform's own result shape) comes from the page (no scripts,
// or a full reload) or from an enhanced form's fetcher; either is Conform's `lastResult` as it is. Which
// schema checks the form in the browser is the caller's: useSchemaForm (zod in the page's bundle) or
// useLazySchemaForm (zod after load).
import { getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { useMemo, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useErrorText } from "~/lib/page-context";
import { useShowToast, type FormReply } from "~/components/ui/kit";
import type { FormProblem } from "~/schemas/account-forms";
import type { Constraint, FormErrors, Validate } from "./validate-types";

export { controlledFieldProps, inputParts } from "./field-props";

export type FormOptions = {
  id: string;
  /** The server's refusal of the last submission, if any. */
  reply?: FormReply;
  /** With `failedTitle`: the toast shown when the browser refuses the form before sending it. */
  problemOf?: (fields: FormErrors) => FormProblem | null;
  failedTitle?: string;
};

/** The form with `validate` checking it in the browser; without `validate` (not loaded yet) the server checks it. */
export function useValidatedForm({
  id,
  constraint,
  validate,
  reply,
  problemOf,
  failedTitle,
}: FormOptions & { constraint: Record<string, Constraint>; validate: Validate | undefined }) {
  const showToast = useShowToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The rules' messages are English (the server's and the browser's zod alike): shown in the page's language.
  const lastResult = useMemo(() => translatedReply(reply, errorText), [reply, errorText]);
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => translateErrors(validate(formData), errorText) : undefined,
  });
  /** Before Conform stops an invalid form, say why (in the spec's words when the form has them). */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (failedTitle && validate) {
      const submission = translateErrors(validate(new FormData(event.currentTarget)), errorText);
      if (submission.status === "error" && submission.error) {
        const errors = submission.error as FormErrors;
        const problem = problemOf?.(errors) ?? {
          title: failedTitle,
          description: Object.values(errors).flat().find(Boolean) ?? t("form.checkAndRetry"),
        };
        showToast({ id: crypto.randomUUID(), type: "error", ...problem });
      }
    }
    form.onSubmit(event);
  }
  return { form, fields, onSubmit };
}

function translateErrors<T>(result: T, errorText: (message: string) => string): T {
  // In place: Conform's submission keeps its own reference to this record.
  const errors = (result as { error?: Record<string, string[] | null> | null }).error;
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (messages) errors![name] = messages.map(errorText);
  }
  return result;
}

function translatedReply(reply: FormReply | undefined, errorText: (message: string) => string) {
  if (!reply) return reply;
  return translateErrors({ ...reply, error: { ...reply.error } }, errorText);
}

/** Props for TextField / PasswordInput from a Conform field (its key apart: React wants it given directly). */
export function fieldProps(field: FieldMetadata<string>, type: "text" | "email" | "password") {
  // A password is never sent back to the page.
  const { key, ...input } = getInputProps(field, type === "password" ? { type, value: false } : { type });
  return { key, props: { ...input, id: field.id, name: field.name, error: field.errors?.[0], errorId: field.errorId } };
}
