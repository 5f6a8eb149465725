/** One of a member's live sessions, as the security page and GET /api/account/sessions show it. */
export type Device = {
  id: string;
  kind: "browser" | "api";
  /** "Chrome on Android", from the User-Agent it signed in with. */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session making this request. */
  current: boolean;
  /** This browser takes push notifications (decision 082). */
  notifications: boolean;
};

/** The security page's two-factor card. */
export type TwoFactorView =
  | { state: "off" }
  | { state: "setup"; secret: string; qrCode: string }
  | { state: "on"; enabledAt: string; recoveryCodesLeft: number };

/** A member's passkey on the security page. */
export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** A member's personal API token as the security page and GET /api/account/tokens list it (never the token). */
export type ApiTokenView = {
  id: string;
  name: string;
  scope: "read" | "read write" | "read write admin";
  createdAt: string;
  /** Null: never expires. */
  expiresAt: string | null;
  /** Null: not used yet. */
  lastUsedAt: string | null;
};

/** The member's latest "Download my data" request, as the security page and the API show it. */
export type DataExportView = {
  id: string;
  status: "building" | "ready";
  createdAt: string;
  /** The file can be downloaded until then. */
  expiresAt: string;
};
