// Moved to members.server.ts; the next commit rewrites the imports and deletes this file.
export * from "./members.server";
