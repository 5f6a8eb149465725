// The composer's photos: up to four, each with an optional "describe this photo" field. Four plain file inputs
// in a disclosure (a multipart form without JS); with JS, each chosen photo is previewed beside its description.
import { useEffect, useState } from "react";
import { IMAGE_COPY } from "~/copy/images";

const SLOTS = [1, 2, 3, 4] as const;

export function PhotoPicker({ failed, resetKey }: { failed: boolean; resetKey: number }) {
  return (
    <details className="group" open={failed || undefined} key={resetKey}>
      <summary className="cursor-pointer text-sm font-medium text-gray-600 hover:text-gray-900">
        {IMAGE_COPY.addPhotos}
      </summary>
      <p className="mt-1 text-xs text-gray-500">{IMAGE_COPY.addPhotosHelp}</p>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {SLOTS.map((slot) => (
          <PhotoSlot key={slot} slot={slot} />
        ))}
      </ul>
    </details>
  );
}

function PhotoSlot({ slot }: { slot: number }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <li className="min-w-0 space-y-1 rounded-md border border-gray-200 p-2">
      <label htmlFor={`photo-${slot}`} className="field-label">
        {`Photo ${slot}`}
      </label>
      <input
        id={`photo-${slot}`}
        name="photos"
        type="file"
        accept="image/*"
        className="block w-full max-w-full text-sm"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : null);
        }}
      />
      {preview ? (
        <img src={preview} alt="" className="h-24 w-24 rounded object-cover" data-testid="photo-preview" />
      ) : null}
      <label htmlFor={`alt-${slot}`} className="field-label">
        {IMAGE_COPY.describePhoto(slot)}
      </label>
      <input id={`alt-${slot}`} name="alt" type="text" maxLength={500} className="field-input" />
    </li>
  );
}
