// Member search rules shared by the model and the Discover page (which runs in the browser too).

/** A search runs only for a trimmed term at least this long; shorter ones show suggestions. */
export const SEARCH_MIN_LENGTH = 2;
/** The longest search term accepted. */
export const SEARCH_MAX_LENGTH = 100;
