// Ask Question: content (required) and an optional advice category. A page of its own without JS
// (/advice/new); with JS also a dialog on /advice that closes once the question is posted
// (ask-question-button.tsx).
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { TypedTextarea } from "~/components/forms/typed-textarea";
import { controlledFieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import { EnhancedForm, useEnhancedFetcher, Spinner, type FormReply } from "~/components/ui/kit";
import { ADVICE_CATEGORIES } from "~/schemas/categories";
import { newPostSchema } from "~/schemas/posts";
import { PlaceField } from "~/components/forms/place-field";
import { topicLabel } from "./topics";

export function AskQuestionForm({ id, failure, onSaved }: { id: string; failure?: FormReply; onSaved?: () => void }) {
  const { t } = useTranslation("advice");
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
    failedTitle: t("ask.error"),
  });
  const { error: contentError, errorId: contentErrorId, ...content } = controlledFieldProps(fields.content);
  const { error: categoryError, errorId: categoryErrorId, ...category } = controlledFieldProps(fields.category);
  return (
    <EnhancedForm
      formRef={formRef}
      fetcher={fetcher}
      action="/advice/new"
      // The new one is at the top of the list the answer leads to.
      preventScrollReset={false}
      id={form.id}
      onSubmit={onSubmit}
      noValidate={form.noValidate}
      className="space-y-4"
    >
      <div>
        <label htmlFor={content.id} className="field-label">
          {t("ask.question")}
        </label>
        <TypedTextarea
          {...content}
          defaultValue={failure?.initialValue.content ?? ""}
          rows={4}
          className="field-input resize-y"
          placeholder={t("ask.questionPlaceholder")}
        />
        {contentError ? (
          <p id={contentErrorId} className="field-error">
            {contentError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={category.id} className="field-label">
          {t("ask.topic")}
        </label>
        <select {...category} defaultValue={failure?.initialValue.category ?? ""} className="field-input">
          <option value="">{t("ask.noTopic")}</option>
          {ADVICE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {topicLabel(t, name)}
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
        label={t("about.label")}
        hint={t("about.hint")}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? <Spinner /> : null}
          {t("ask.submit")}
        </button>
      </div>
    </EnhancedForm>
  );
}
