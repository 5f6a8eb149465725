// The profile picture: upload one (camera or gallery on a phone) or remove it to go back to the generated
// avatar. A plain multipart form without JS; with JS, the chosen picture is previewed before it is sent.
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Avatar, Spinner, type FormReply } from "~/components/ui/kit";

export function ProfilePictureForm({
  user,
  failure,
}: {
  user: { firstName: string; lastName: string; avatarUrl: string; profileImageUrl: string | null };
  failure?: FormReply;
}) {
  const { t } = useTranslation("profile");
  const navigation = useNavigation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "picture";
  const error = failure?.toast?.description ?? failure?.toast?.title;
  return (
    <section className="card mt-6" aria-labelledby="picture-title">
      <h2 id="picture-title" className="text-lg font-semibold text-gray-900">
        {t("picture.title")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t("picture.help")}</p>
      <div className="flex flex-wrap items-start gap-4">
        <Avatar user={preview ? { ...user, avatarUrl: preview } : user} size={96} />
        <div className="min-w-0 flex-1 space-y-3">
          <Form method="post" encType="multipart/form-data" className="space-y-3" data-testid="picture-form">
            <input type="hidden" name="intent" value="picture" />
            <label htmlFor="picture" className="field-label">
              {t("picture.choose")}
            </label>
            <input
              id="picture"
              name="picture"
              type="file"
              accept="image/*"
              className="file-input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "picture-error" : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
            {error ? (
              <p id="picture-error" className="field-error">
                {error}
              </p>
            ) : null}
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? <Spinner /> : null}
              {t("picture.save")}
            </button>
          </Form>
          {user.profileImageUrl ? (
            <Form method="post">
              <input type="hidden" name="intent" value="remove-picture" />
              <button type="submit" className="btn-secondary">
                {t("picture.remove")}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
