// Editing one's own post or comment (issue 43 §6): plain forms on their own pages (/posts/:id/edit,
// /comments/:id/edit), so they work without scripts; with them Remix submits the same form. A refused edit comes
// back with what the member typed and the field's error.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, Spinner } from "~/components/ui/kit";
import { LanguageOptions } from "~/components/feed/post-parts";
import { LIMITS } from "~/schemas/constants";
import type { FeedPost, PostComment } from "~/lib/types/feed";

type Failure = { initialValue: Record<string, string>; error: Record<string, string[] | undefined> } | undefined;

function SaveButtons({ cancelTo }: { cancelTo: string }) {
  const { t } = useTranslation("feed");
  const saving = useNavigation().state === "submitting";
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Link to={cancelTo} className="btn-secondary">
        {t("edit.cancel")}
      </Link>
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? <Spinner /> : null}
        {t("edit.save")}
      </button>
    </div>
  );
}

function ContentField({ label, value, max, error }: { label: string; value: string; max: number; error?: string }) {
  return (
    <div>
      <label htmlFor="edit-content" className="field-label">
        {label}
      </label>
      <textarea
        id="edit-content"
        name="content"
        required
        maxLength={max}
        rows={6}
        dir="auto"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "edit-content-error" : undefined}
        className="field-input resize-y"
      />
      {error ? (
        <p id="edit-content-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PostEditForm({ post, failure, cancelTo }: { post: FeedPost; failure: Failure; cancelTo: string }) {
  const { t } = useTranslation("feed");
  const kept = failure?.initialValue;
  return (
    <Form method="post" className="card space-y-4" aria-label={t("edit.postTitle")}>
      <ContentField
        label={t("edit.text")}
        value={kept?.content ?? post.content}
        max={LIMITS.postContent}
        error={failure?.error.content?.[0]}
      />
      <div>
        <label htmlFor="edit-language" className="field-label">
          {t("language.label")}
        </label>
        <select id="edit-language" name="language" defaultValue={kept?.language ?? ""} className="field-input">
          <LanguageOptions />
        </select>
      </div>
      {post.images.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="field-label">{t("edit.photos")}</legend>
          {post.images.map((image, index) => (
            <div key={image.url} className="flex flex-wrap items-start gap-3">
              <input type="hidden" name={`photo-${index}`} value={image.url} />
              <img
                src={image.url}
                alt={image.alt ?? ""}
                width={96}
                height={72}
                className="h-16 w-24 rounded object-cover"
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={`photo-alt-${index}`} className="field-label">
                  {t("edit.photoAlt", { number: index + 1 })}
                </label>
                <input
                  id={`photo-alt-${index}`}
                  name={`photo-alt-${index}`}
                  maxLength={500}
                  dir="auto"
                  defaultValue={kept?.[`photo-alt-${index}`] ?? image.alt ?? ""}
                  className="field-input"
                />
                <label className="mt-1 flex items-center gap-2 text-sm text-gray-700">
                  <input type="checkbox" name={`photo-remove-${index}`} value="1" />
                  {t("edit.removePhoto", { number: index + 1 })}
                </label>
              </div>
            </div>
          ))}
          {failure?.error.photos?.[0] ? <p className="field-error">{failure.error.photos[0]}</p> : null}
        </fieldset>
      ) : null}
      <SaveButtons cancelTo={cancelTo} />
    </Form>
  );
}

export function CommentEditForm({
  comment,
  failure,
  cancelTo,
}: {
  comment: PostComment;
  failure: Failure;
  cancelTo: string;
}) {
  const { t } = useTranslation("feed");
  return (
    <Form method="post" className="card space-y-4" aria-label={t("edit.commentTitle")}>
      <ContentField
        label={t("edit.text")}
        value={failure?.initialValue.content ?? comment.content}
        max={LIMITS.comment}
        error={failure?.error.content?.[0]}
      />
      <SaveButtons cancelTo={cancelTo} />
    </Form>
  );
}

/** The edit form's fields as editPost takes them: the photos kept (not ticked for removal), with descriptions. */
export function postEditInput(form: Record<string, string>): Record<string, unknown> {
  const photos: Array<{ url: string; alt: string }> = [];
  for (let index = 0; index < 4; index += 1) {
    const url = form[`photo-${index}`];
    if (url && form[`photo-remove-${index}`] !== "1") photos.push({ url, alt: form[`photo-alt-${index}`] ?? "" });
  }
  const sent = Object.keys(form).some((key) => key.startsWith("photo-"));
  return { content: form.content, language: form.language, ...(sent ? { photos } : {}) };
}
