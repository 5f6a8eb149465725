/** One of a member's live sessions, as the security page and GET /api/sessions show it. */
export type Device = {
  id: string;
  kind: "browser" | "api";
  /** "Chrome on Android", from the User-Agent it signed in with. */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session making this request. */
  current: boolean;
};
