// The post composer. Without JS it is a plain form (the server rejects blank content and keeps what was
// typed); with JS it posts in place, Submit stays disabled while the trimmed content is empty, and the
// form resets to a plain post after success.
import { useNavigate } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { PhotoPicker } from "~/components/feed/photo-picker";
import { LanguageOptions, WaitingToSend } from "~/components/feed/post-parts";
import {
  Avatar,
  useTypedValue,
  EnhancedForm,
  useEnhancedFetcher,
  Spinner,
  ShowToast,
  type FormReply,
} from "~/components/ui/kit";
import { newPostForm } from "~/components/feed/feed-forms";
import { useLazySchemaForm } from "~/components/forms/use-lazy-schema-form";
import { controlledFieldProps } from "~/components/forms/field-props";
import { LIMITS, POST_TYPE_ENDPOINTS } from "~/schemas/constants";
import { type ViewerUser, useHydrated, numberFormat, useLocale } from "~/lib/page-context";
import { useCircleName } from "~/lib/circles";
import { isOffline, useOutboxItems, useRestoreRefused, newItemId } from "~/lib/outbox/queue";
import { baseLanguage } from "~/lib/languages";

// The chips' labels and hints are the feed's messages composer.types.<value>.
const TYPES = ["post", "advice"] as const;

// An event or service post is published by creating the Event or Service itself (decision 012).
const CREATE_LINKS = [
  { to: POST_TYPE_ENDPOINTS.event.page, key: "event" },
  { to: POST_TYPE_ENDPOINTS.service.page, key: "service" },
] as const;

export function Composer({
  user,
  failure,
  circles = [],
  circleId = "",
  returnTo,
}: {
  user: ViewerUser;
  failure?: FormReply;
  /** The circles the member may post to ("Post to"); none: no choice shown, the post is everyone's. */
  circles?: Array<{ id: string; name: string }>;
  /** The circle chosen first (a circle's page). */
  circleId?: string;
  /** Where the page goes back to after posting without scripts. */
  returnTo?: string;
}) {
  const { t } = useTranslation("feed");
  const circleName = useCircleName();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const locale = useLocale();
  const number = numberFormat(locale);
  const formRef = useRef<HTMLFormElement>(null);
  const [resetKey, setResetKey] = useState(0);
  const [uploading, setUploading] = useState(false);
  const { fetcher, reply, pending } = useEnhancedFetcher({
    key: "composer",
    onSuccess: () => {
      formRef.current?.reset();
      setContent("");
      setResetKey((key) => key + 1);
    },
  });
  // Field errors, limits and kept values from the schema the server checks (zod after the first load).
  const { form, fields, onSubmit } = useLazySchemaForm({
    id: "composer",
    schema: newPostForm,
    reply: reply ?? failure,
  });
  // No maxlength on the box: the browser would cut a long paste silently. Past the limit the member is told
  // (a counter with JS, the field's error when posting, with or without it) and keeps every character.
  const {
    error: contentError,
    errorId: contentErrorId,
    maxLength: contentMax = LIMITS.postContent,
    ...contentInput
  } = controlledFieldProps(fields.content);
  const [content, setContent] = useTypedValue(contentInput.id, failure?.initialValue.content ?? "");
  const checkedType = failure?.initialValue.type || "post";
  const chosenCircle = failure?.initialValue.circleId ?? circleId;
  const circleError = (reply ?? failure)?.error?.circleId?.[0];
  const chosenLanguage = failure?.initialValue.language ?? "";
  const languageError = (reply ?? failure)?.error?.language?.[0];
  const postDisabled = hydrated && (pending || uploading || content.trim() === "");
  const outbox = useOutboxItems("post", "feed");
  const restored = useRestoreRefused(outbox.refused, setContent);
  const restoredError = restored.reason;
  // No connection: the post is kept on the device and published when it returns (decision 084). Photos need
  // the network to upload, so a post with photos takes the usual path (and its error) instead.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    restored.settle();
    const form = new FormData(event.currentTarget);
    const text = String(form.get("content") ?? "");
    // photoIds holds one slot per picked photo ("" while one uploads), a file field a photo not yet uploaded.
    const photos =
      String(form.get("photoIds") ?? "")
        .split(",")
        .some(Boolean) || form.getAll("photos").some((file) => file instanceof File && file.size > 0);
    if (!hydrated || !isOffline() || photos || text.trim() === "" || text.length > contentMax) return onSubmit(event);
    event.preventDefault();
    const body = {
      content: text,
      type: String(form.get("type") ?? "post"),
      language: String(form.get("language") ?? ""),
      circleId: String(form.get("circleId") ?? ""),
    };
    void outbox.keep({ id: newItemId(), url: "/api/posts", body, content: text.trim() }).then((kept) => {
      if (!kept) return restored.notKept();
      formRef.current?.reset();
      setContent("");
      setResetKey((key) => key + 1);
    });
  };
  return (
    <section className="card" aria-labelledby="composer-title">
      <h2 id="composer-title" className="sr-only">
        {t("composer.title")}
      </h2>
      <EnhancedForm
        formRef={formRef}
        fetcher={fetcher}
        action="/?index"
        encType="multipart/form-data"
        id={form.id}
        onSubmit={submit}
        noValidate={form.noValidate}
        className="space-y-3"
      >
        {/* The form's default button (Enter in a photo's alt text) must post, not follow the Event chip below. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" disabled={postDisabled} />
        <input type="hidden" name="intent" value="create-post" />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <div className="flex gap-3">
          <Avatar user={user} size={44} />
          <div className="min-w-0 flex-1">
            <label htmlFor={contentInput.id} className="sr-only">
              {t("composer.label")}
            </label>
            <textarea
              {...contentInput}
              rows={3}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              placeholder={t("composer.placeholder", { firstName: user.firstName })}
              className="field-input resize-y"
            />
            {contentError || restoredError ? (
              <p id={contentErrorId} className="field-error">
                {contentError ?? restoredError}
              </p>
            ) : null}
            {hydrated && content.length > contentMax * 0.9 ? (
              <p
                data-testid="composer-count"
                className={`mt-1 text-end text-xs ${content.length > contentMax ? "font-semibold text-red-700" : "text-gray-500"}`}
              >
                {t("composer.count", { typed: number.format(content.length), max: number.format(contentMax) })}
              </p>
            ) : null}
          </div>
        </div>
        {circles.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="composer-circle" className="text-sm font-medium text-gray-700">
              {t("composer.postTo")}
            </label>
            <select
              id="composer-circle"
              name="circleId"
              key={`${resetKey}-${chosenCircle}`}
              defaultValue={chosenCircle}
              className="field-select"
              aria-invalid={circleError ? true : undefined}
              aria-describedby={circleError ? "composer-circle-error" : undefined}
            >
              <option value="">{t("composer.everyone")}</option>
              {circles.map((circle) => (
                <option key={circle.id} value={circle.id} dir="auto">
                  {circleName(circle)}
                </option>
              ))}
            </select>
            {circleError ? (
              <p id="composer-circle-error" className="field-error w-full">
                {circleError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="composer-language" className="text-sm font-medium text-gray-700">
            {t("language.label")}
          </label>
          <select
            id="composer-language"
            name="language"
            key={`${resetKey}-${chosenLanguage}`}
            defaultValue={chosenLanguage}
            className="field-select"
            aria-invalid={languageError ? true : undefined}
            aria-describedby={languageError ? "composer-language-error" : undefined}
          >
            {/* Every language once the page is live; before, and without scripts, the page's language, the
                ones the member speaks and the one kept from a refused post: 63 options were 2 KB of every
                page with a composer (issue 48). The post's own page corrects its language from them all. */}
            <LanguageOptions
              only={hydrated ? undefined : [baseLanguage(locale), ...(user.languages ?? []), chosenLanguage]}
            />
          </select>
          {languageError ? (
            <p id="composer-language-error" className="field-error w-full">
              {languageError}
            </p>
          ) : null}
        </div>
        <PhotoPicker
          failed={Boolean(failure?.toast && failure.initialValue.photos === "1")}
          resetKey={resetKey}
          onUploadingChange={setUploading}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t("composer.postType")}</legend>
            {TYPES.map((type) => (
              <label key={type} className="cursor-pointer" title={t(`composer.types.${type}.hint`)}>
                <input
                  type="radio"
                  name="type"
                  value={type}
                  defaultChecked={type === checkedType}
                  className="peer sr-only"
                />
                <span className="pill pill-choice">{t(`composer.types.${type}.label`)}</span>
              </label>
            ))}
            {/* Create Event and Post Service take the typed text along as the description: without scripts
                the composer's fields go there as a GET (the page reads `content`), with them only the text. */}
            {CREATE_LINKS.map((link) => (
              <button
                key={link.to}
                type="submit"
                formAction={link.to}
                formMethod="get"
                formNoValidate
                onClick={(event) => {
                  event.preventDefault();
                  navigate(content.trim() ? `${link.to}?${new URLSearchParams({ content })}` : link.to);
                }}
                title={t(`composer.types.${link.key}.hint`)}
                className="pill pill-link"
              >
                {t(`composer.types.${link.key}.label`)}
              </button>
            ))}
          </fieldset>
          <button type="submit" className="btn-primary" disabled={postDisabled}>
            {pending || uploading ? <Spinner /> : null}
            {uploading ? t("photos.waitForUploads") : t("composer.submit")}
          </button>
        </div>
        <WaitingToSend items={outbox.waiting} onRemove={outbox.remove} />
        {/* Without scripts the page itself carries the failure; with them the fetcher's toast shows. */}
        <ShowToast toast={failure?.toast} />
      </EnhancedForm>
    </section>
  );
}
