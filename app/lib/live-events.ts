// Live events on which a page reloads its data (the rest are hints a component handles itself, like the feed's
// "new posts"): the browser's socket client and the server, which tells a late socket what it missed.
export const RELOADING_EVENT_TYPES: ReadonlySet<string> = new Set(["message", "notification"]);
