// Live events on which a page reloads its data (the rest are hints a component handles itself, like the feed's
// "new posts"): the browser's socket client and the server, which tells a late socket what it missed. "post": a
// post or comment was edited (issue 43 §6).
export const RELOADING_EVENT_TYPES: ReadonlySet<string> = new Set(["message", "notification", "post"]);
