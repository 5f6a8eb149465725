// Live events on which a page reloads its data (the rest are hints a component handles itself, like the feed's
// "new posts"): the browser's socket client and the server, which tells a late socket what it missed.
export const RELOADING_EVENT_TYPES: ReadonlySet<string> = new Set(["message", "notification"]);

/** An edit of a post or one of its comments (issue 43 §6): heard by every member, it reloads only a page showing it. */
export const EDITED_EVENT_TYPE = "post";
