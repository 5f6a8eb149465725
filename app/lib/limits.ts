// Limits shared by the Express host (server.ts, outside the build) and the app.
export const MAX_BODY_BYTES = 1024 * 1024;
