// Moved to accounts.server.ts; the next commit rewrites the imports and deletes this file.
export * from "./accounts.server";
