// Ask Question: content (required) and an optional advice category. A page of its own without JS
// (/advice/new); with JS also a dialog on /advice that closes once the question is posted.
import { useRef } from "react";
import { FormDialog } from "~/components/layout/form-dialog";
import { TypedTextarea } from "~/components/forms/typed-textarea";
import { controlledFieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import { Spinner } from "~/components/ui/spinner";
import type { FormReply } from "~/lib/form-reply";
import { ADVICE_CATEGORIES } from "~/schemas/constants";
import { newPostSchema } from "~/schemas/posts";
import { PlaceField } from "~/components/forms/place-field";
import { ADVICE_COPY } from "~/copy/advice";

export function AskQuestionForm({ id, failure, onSaved }: { id: string; failure?: FormReply; onSaved?: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, reply, pending } = useEnhancedFetcher({
    key: id,
    onSuccess: () => {
      formRef.current?.reset();
      onSaved?.();
    },
  });
  const { form, fields, onSubmit } = useSchemaForm({
    id,
    schema: newPostSchema,
    reply: reply ?? failure,
    failedTitle: "Error",
  });
  const { error: contentError, errorId: contentErrorId, ...content } = controlledFieldProps(fields.content);
  const { error: categoryError, errorId: categoryErrorId, ...category } = controlledFieldProps(fields.category);
  return (
    <EnhancedForm
      formRef={formRef}
      fetcher={fetcher}
      action="/advice/new"
      id={form.id}
      onSubmit={onSubmit}
      noValidate={form.noValidate}
      className="space-y-4"
    >
      <div>
        <label htmlFor={content.id} className="field-label">
          Your question
        </label>
        <TypedTextarea
          {...content}
          defaultValue={failure?.initialValue.content ?? ""}
          rows={4}
          className="field-input resize-y"
          placeholder="What would you like to know?"
        />
        {contentError ? (
          <p id={contentErrorId} className="field-error">
            {contentError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={category.id} className="field-label">
          Topic (optional)
        </label>
        <select {...category} defaultValue={failure?.initialValue.category ?? ""} className="field-input">
          <option value="">No topic</option>
          {ADVICE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {categoryError ? (
          <p id={categoryErrorId} className="field-error">
            {categoryError}
          </p>
        ) : null}
      </div>
      <PlaceField
        key={`${id}-about-${failure?.initialValue.about ?? ""}`}
        input={{
          id: `${id}-about`,
          name: "about",
          maxLength: 100,
          defaultValue: failure?.initialValue.about ?? "",
          error: (reply ?? failure)?.error?.about?.[0],
        }}
        choices={(reply ?? failure)?.choices?.about}
        label={ADVICE_COPY.aboutLabel}
        hint={ADVICE_COPY.aboutHint}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? <Spinner /> : null}
          Ask Question
        </button>
      </div>
    </EnhancedForm>
  );
}

export function AskQuestionButton() {
  return (
    <FormDialog label="Ask Question" page="/advice/new" title="Ask the community" id="ask-question">
      {(close) => <AskQuestionForm id="ask-question" onSaved={close} />}
    </FormDialog>
  );
}
