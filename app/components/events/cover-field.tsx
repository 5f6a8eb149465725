// The event form's cover photo: a plain file input with its description (a multipart form without JS); with JS
// the chosen picture is previewed. On an edit the current cover is shown with a "Remove the cover" box.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { PostImage } from "~/lib/types/feed";

export function CoverField({ id, current }: { id: string; current?: PostImage | null }) {
  const { t } = useTranslation("events");
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <fieldset className="min-w-0 space-y-2 rounded-md border border-gray-200 p-3">
      <legend className="field-label px-1">{t("form.coverHeading")}</legend>
      {current ? (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={current.url}
            srcSet={current.srcset}
            sizes="96px"
            width={current.width}
            height={current.height}
            alt={t("form.currentCover")}
            className="h-16 w-24 rounded object-cover"
          />
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" name="removeCover" /> {t("form.removeCover")}
          </label>
          <p className="w-full text-xs text-gray-500">{t("form.replaceCover")}</p>
        </div>
      ) : null}
      <p id={`${id}-cover-help`} className="text-xs text-gray-500">
        {t("form.coverHelp")}
      </p>
      <input
        id={`${id}-cover`}
        name="cover"
        type="file"
        accept="image/*"
        aria-describedby={`${id}-cover-help`}
        aria-label={t("form.coverHeading")}
        className="file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : null);
        }}
      />
      {preview ? (
        <img src={preview} alt="" className="h-24 w-40 rounded object-cover" data-testid="cover-preview" />
      ) : null}
      <label htmlFor={`${id}-cover-alt`} className="field-label">
        {t("form.describeCover")}
      </label>
      <input id={`${id}-cover-alt`} name="coverAlt" type="text" maxLength={500} className="field-input" />
    </fieldset>
  );
}
