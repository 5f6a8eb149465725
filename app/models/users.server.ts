// Moved to accounts.server.ts and member-fields.server.ts; the next commit rewrites the imports and deletes this file.
export * from "./accounts.server";
export { avatarUrl, parseList, personCardSelect } from "./member-fields.server";
export { searchTextFor } from "~/lib/search-text";
