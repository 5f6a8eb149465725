// What the account models, guards and other areas still say in English: the pages' own text is in the
// `account` and `auth` message files (app/locales); these are validation and API error messages and text other
// areas show, which the lead translates centrally (issue 31).
export const accountCopy = {
  securityLink: "Security and devices",
  endFailed: "Could not sign that device out.",
  notFound: "That session has already ended.",
  unknownDevice: "Unknown device",
  apiClient: (name: string) => `${name} (app or script)`,
  deviceOn: (browser: string, system: string) => `${browser} on ${system}`,
} as const;

// Two-factor sign-in (an authenticator app, with recovery codes).
export const twoFactorCopy = {
  alreadyOn: "Two-factor sign-in is already on.",
  notSettingUp: "Start the setup again: it was cancelled or finished.",
  notOn: "Two-factor sign-in is not on.",
  wrongCode: "That code is not right. Check your app's clock and try the newest code.",
  codeRequired: "Enter the code",
  failed: "Two-factor sign-in could not be changed.",
  // The second step of signing in.
  challengeGone: "Your sign-in timed out or had too many wrong codes. Please sign in again.",
  tooManyCodes: "Too many wrong codes. Please sign in again.",
  signInFailed: "Sign-in failed",
  adminNeeds: "Turn on two-factor sign-in to open the admin pages.",
  adminNeedsTitle: "Two-factor sign-in required",
} as const;

// Passkeys.
export const passkeyCopy = {
  addFailed: "The passkey was not added.",
  notFound: "That passkey is already gone.",
  signInFailed: "Sign-in with a passkey failed. Try again, or sign in with your password.",
  challengeGone: "This attempt timed out. Please try again.",
  unknownPasskey: "This passkey is not known here. Sign in with your password, or use another passkey.",
} as const;

// Personal API tokens (issue 30 §2).
export const tokenCopy = {
  nameRequired: "Give the token a name",
  nameTooLong: "The name is at most 60 characters",
  scopeInvalid: "Choose read, read write, or read write admin",
  adminOnlyForAdmins: "Only admins can make a token with the admin scope",
  expiryInvalid: "Choose 30, 90 or 365 days, or never",
  createFailed: "The token was not created.",
  tooMany: (max: number) => `You have ${max} tokens already; revoke one first`,
  notFound: "That token is already gone.",
  signInNeeded: "Tokens are managed from a signed-in browser or app, not with a token",
  readOnly: "This token can only read",
  notAdmin: "This token has no admin scope",
} as const;

// Acts that change how one signs in (rule 13): a sign-in, and a recent one.
export const signInActCopy = {
  notWithToken: "A token cannot change how you sign in. Do this from a signed-in browser or app.",
  signInAgain: "For your safety, sign in again to do this: your sign-in is more than an hour old.",
} as const;

// Download your data.
export const exportCopy = {
  tooSoon: "You asked for your data less than a day ago. Please try again tomorrow.",
  readyNotification: "Your data is ready to download from your security page",
  gone: "That file is not available any more. Ask for a new one.",
} as const;

// Deleting your account.
export const deletionCopy = {
  failed: "Your account was not deleted.",
  wrongPassword: "That password is not right.",
  codeNeeded: "Enter a code from your authenticator app or a recovery code.",
  wrongCode: "That code is not right.",
  deletedName: { firstName: "Deleted", lastName: "member" },
  eventCancelled: (title: string) => `“${title}” was cancelled: its organizer left the community`,
  adminConfirmTitle: (name: string) => `Delete ${name}?`,
  adminConfirmBody:
    "Their profile and everything they made go at once and for good, exactly as when a member deletes their own account; their events' guests are told. Messages they sent stay in the other member's conversation as from “Deleted member”. This is written to the audit log.",
  adminConfirm: "Delete member",
  adminButton: "Delete",
  adminButtonLabel: (name: string) => `Delete ${name}`,
  adminDone: "Member deleted",
  adminDoneDescription: (name: string) => `${name} and everything they made were deleted`,
  adminNotYourself: "You cannot delete your own account here; use your security page",
  adminNotAdmins: "Admins cannot be deleted; remove their admin role first",
} as const;

export const messagesCopy = {
  partnerDeleted: "This member deleted their account. You can read your conversation, but not reply.",
} as const;
