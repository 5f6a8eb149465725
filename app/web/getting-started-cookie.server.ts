// "Hide for now" on the getting-started panel (decision 067): a cookie naming the city whose panel the member
// hid, for 30 days. A cookie, not a column: hiding is a preference of this browser, and a move to another city
// shows that city's panel again. Read by the home loader before any statement.
import { isSecureRequest } from "./session-cookie.server";

export const PANEL_HIDDEN_COOKIE = "roots_panel_hidden";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The place whose panel this browser hid, or null. */
export function hiddenPanelPlace(request: Request): number | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === PANEL_HIDDEN_COOKIE && value && /^[1-9][0-9]{0,9}$/.test(value)) return Number(value);
  }
  return null;
}

/** The Set-Cookie value hiding the panel for `placeId`; null for anything that is not a place id. */
export function hidePanelCookie(request: Request, placeId: unknown): string | null {
  if (typeof placeId !== "string" || !/^[1-9][0-9]{0,9}$/.test(placeId)) return null;
  const secure = isSecureRequest(request) ? "; Secure" : "";
  return `${PANEL_HIDDEN_COOKIE}=${placeId}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
