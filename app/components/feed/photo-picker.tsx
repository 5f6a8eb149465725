// The composer's photos: up to four, each with an optional "describe this photo" field. Four plain file inputs
// in a disclosure (a multipart form without JS, the files sent with the post). With JS each chosen photo is
// previewed and sent at once (POST /api/photos) with a progress bar, so a slow connection uploads while the
// member writes; the form then names the uploaded ids (`photoIds`, one per slot) instead of sending the files.
// A slot whose upload failed on the network keeps its file, which then goes with the post as without JS.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { PhotoUpload, UploadFailed } from "~/lib/upload-photo";
import { useHydrated } from "~/lib/page-context";

const SLOTS = [1, 2, 3, 4] as const;

export function PhotoPicker({
  failed,
  resetKey,
  onUploadingChange,
}: {
  failed: boolean;
  resetKey: number;
  /** Whether any photo is still on its way (the composer waits before posting). */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  return <Slots key={resetKey} failed={failed} onUploadingChange={onUploadingChange} />;
}

function Slots({ failed, onUploadingChange }: { failed: boolean; onUploadingChange?: (uploading: boolean) => void }) {
  const { t } = useTranslation("feed");
  const [ids, setIds] = useState<Array<string | null>>(SLOTS.map(() => null));
  const [busy, setBusy] = useState<boolean[]>(SLOTS.map(() => false));
  const uploading = busy.some(Boolean);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  const set =
    <T,>(setter: React.Dispatch<React.SetStateAction<T[]>>, index: number) =>
    (value: T) =>
      setter((list) => list.map((item, at) => (at === index ? value : item)));
  return (
    <details className="group" open={failed || undefined}>
      <summary className="cursor-pointer text-sm font-medium text-gray-600 hover:text-gray-900">
        {t("photos.add")}
      </summary>
      <p className="mt-1 text-xs text-gray-500">{t("photos.help")}</p>
      <input type="hidden" name="photoIds" value={ids.map((id) => id ?? "").join(",")} />
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {SLOTS.map((slot, index) => (
          <PhotoSlot
            key={slot}
            slot={slot}
            uploadedId={ids[index]}
            onUploaded={set(setIds, index)}
            onBusy={set(setBusy, index)}
          />
        ))}
      </ul>
    </details>
  );
}

function PhotoSlot({
  slot,
  uploadedId,
  onUploaded,
  onBusy,
}: {
  slot: number;
  uploadedId: string | null;
  onUploaded: (id: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation("feed");
  const hydrated = useHydrated();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<PhotoUpload | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => current.current?.abort(), []);

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
    current.current?.abort();
    current.current = null;
    onUploaded(null);
    setError(null);
    setProgress(null);
    onBusy(false);
    if (!file || !hydrated) return;
    setProgress(0);
    onBusy(true);
    // The uploader comes with the first photo chosen, not with the page (issue 48).
    const chosen = import("~/lib/upload-photo").then(({ uploadPhoto }) => uploadPhoto(file, setProgress));
    const upload: PhotoUpload = {
      done: chosen.then((started) => started.done),
      abort: () =>
        void chosen.then(
          (started) => started.abort(),
          () => {},
        ),
    };
    current.current = upload;
    upload.done.then(
      (id) => {
        if (current.current !== upload) return;
        onUploaded(id);
        setProgress(null);
        onBusy(false);
      },
      (failure: Partial<UploadFailed> | undefined) => {
        if (current.current !== upload) return;
        setProgress(null);
        onBusy(false);
        if (failure?.refused === true) {
          // The file itself was refused: say why and let the member choose another.
          setError(failure.message ?? null);
          setPreview(null);
          input.value = "";
        }
        // A network failure keeps the file, which the post then carries itself.
      },
    );
  }

  return (
    <li className="photo-slot">
      <label htmlFor={`photo-${slot}`} className="field-label">
        {t("photos.slot", { slot })}
      </label>
      <input
        id={`photo-${slot}`}
        // Once uploaded, the file is not sent again with the post: its id is.
        name={uploadedId || progress !== null ? undefined : "photos"}
        type="file"
        accept="image/*"
        className="file-input"
        aria-describedby={error ? `photo-${slot}-error` : undefined}
        onChange={(event) => choose(event.currentTarget)}
      />
      {progress !== null ? (
        <progress
          value={progress}
          max={100}
          aria-label={t("photos.uploadingPercent", { slot, percent: progress })}
          className="h-2 w-full overflow-hidden rounded accent-brand-600"
          data-testid="photo-progress"
        />
      ) : null}
      {uploadedId ? (
        <span className="sr-only" role="status">
          {t("photos.uploaded", { slot })}
        </span>
      ) : null}
      {error ? (
        <p id={`photo-${slot}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {preview ? (
        <img src={preview} alt="" className="h-24 w-24 rounded object-cover" data-testid="photo-preview" />
      ) : null}
      <label htmlFor={`alt-${slot}`} className="field-label">
        {t("photos.describe", { slot })}
      </label>
      <input id={`alt-${slot}`} name="alt" type="text" maxLength={500} className="field-input" />
    </li>
  );
}
