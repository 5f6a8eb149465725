// What a session may do beyond reading (issue 30 §2). A sign-in (the cookie, POST /api/auth/login) may do all
// its member may; a personal API token only what its scope names, whatever its member's role.
export const TOKEN_SCOPES = ["read", "read write", "read write admin"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * `account`: may manage the account itself (its tokens): a sign-in only, so a token cannot mint a wider one.
 * `signedInAt`: when that sign-in happened (null for a token), for the acts that need a recent one (rule 13).
 */
export type Access = { write: boolean; admin: boolean; account: boolean; signedInAt: Date | null };

export const NO_ACCESS: Access = { write: false, admin: false, account: false, signedInAt: null };

/** A stored scope (null for a sign-in, made at `signedInAt`) as what it allows. */
export function accessOf(scope: string | null, signedInAt: Date = new Date()): Access {
  if (scope === null) return { write: true, admin: true, account: true, signedInAt };
  const words = scope.split(" ");
  return { write: words.includes("write"), admin: words.includes("admin"), account: false, signedInAt: null };
}
