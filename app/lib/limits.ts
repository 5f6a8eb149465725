// Limits shared by the Express host (server.ts, outside the build) and the app.
export const MAX_BODY_BYTES = 1024 * 1024;

/** A multipart body with pictures: four files of 10 MB and the form's fields (each file is checked as it streams). */
export const MAX_UPLOAD_BODY_BYTES = 4 * 10 * 1024 * 1024 + 1024 * 1024;
