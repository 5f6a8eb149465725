// Sends one photo ahead of its post (POST /api/photos) with XMLHttpRequest, whose upload reports progress as
// fetch cannot. The session cookie rides along (same origin); the answer is the photo's id.
import { IMAGE_COPY } from "~/copy/images";

export type PhotoUpload = { done: Promise<string>; abort: () => void };

/** Why an upload failed: `refused` when the server said no (the file itself is wrong), else the network. */
export class UploadFailed extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

export function uploadPhoto(file: File, onProgress: (percent: number) => void): PhotoUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open("POST", "/api/photos");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    };
    xhr.onload = () => {
      const body = xhr.response as { id?: string; error?: { message?: string } } | null;
      if (xhr.status === 201 && body?.id) resolve(body.id);
      else
        reject(
          new UploadFailed(body?.error?.message ?? IMAGE_COPY.uploadBroken, xhr.status >= 400 && xhr.status < 500),
        );
    };
    xhr.onerror = () => reject(new UploadFailed(IMAGE_COPY.uploadBroken, false));
    xhr.onabort = () => reject(new UploadFailed(IMAGE_COPY.uploadBroken, false));
    const body = new FormData();
    body.append("photo", file);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
