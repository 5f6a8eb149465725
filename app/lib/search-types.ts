// The kinds of result one search answers with, in the order its page shows them (issue 44).
export const SEARCH_TYPES = ["posts", "people", "events", "services", "questions"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
