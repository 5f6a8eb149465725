// What the account pages say (the security page and its devices), in one place for the languages issue.
export const accountCopy = {
  securityTitle: "Security",
  securitySubtitle: "Where your account is signed in",
  securityLink: "Security and devices",
  devicesHeading: "Your devices",
  devicesHelp:
    "Every browser and app signed in to your account. If you see one you don't recognise, sign it out and change your password.",
  thisDevice: "This device",
  kindBrowser: "Browser",
  kindApi: "App or API token",
  signedIn: (when: string) => `Signed in ${when}`,
  lastActive: (when: string) => `Last active ${when}`,
  signOut: "Sign out",
  signOutLabel: (device: string) => `Sign out ${device}`,
  signOutOthers: "Sign out everywhere else",
  noOthers: "You are signed in on this device only.",
  endedOne: "Signed out",
  endedOneDescription: (device: string) => `${device} is signed out.`,
  endedOthers: "Signed out everywhere else",
  endedOthersDescription: (count: number) =>
    count === 1 ? "1 other session was signed out." : `${count} other sessions were signed out.`,
  endFailed: "Could not sign that device out.",
  notFound: "That session has already ended.",
  unknownDevice: "Unknown device",
  apiClient: (name: string) => `${name} (app or script)`,
  deviceOn: (browser: string, system: string) => `${browser} on ${system}`,
} as const;

// Two-factor sign-in (an authenticator app, with recovery codes).
export const twoFactorCopy = {
  heading: "Two-factor sign-in",
  offHelp:
    "Ask for a code from an authenticator app (Google Authenticator, Authy, 1Password and the like) after your password, so a stolen password alone cannot open your account.",
  turnOn: "Turn on two-factor sign-in",
  setupHelp:
    "Scan this code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.",
  qrAlt: "QR code to add your account to an authenticator app",
  keyLabel: "Key",
  codeLabel: "Code from your app",
  confirm: "Confirm",
  cancel: "Cancel",
  onSince: (date: string) => `On since ${date}.`,
  codesLeft: (count: number) => (count === 1 ? "1 recovery code left." : `${count} recovery codes left.`),
  offLabel: "Code from your app or a recovery code",
  turnOff: "Turn off two-factor sign-in",
  turnedOn: "Two-factor sign-in is on",
  turnedOnDescription: "Save your recovery codes now: they are shown only once.",
  turnedOff: "Two-factor sign-in is off",
  cancelled: "Setup cancelled",
  recoveryHeading: "Your recovery codes",
  recoveryHelp:
    "Each code signs you in once if you lose your phone. Keep them somewhere safe (a password manager or on paper): they are shown only this once.",
  done: "I have saved them",
  alreadyOn: "Two-factor sign-in is already on.",
  notSettingUp: "Start the setup again: it was cancelled or finished.",
  notOn: "Two-factor sign-in is not on.",
  wrongCode: "That code is not right. Check your app's clock and try the newest code.",
  codeRequired: "Enter the code",
  failed: "Two-factor sign-in could not be changed.",
  // The second step of signing in.
  stepTitle: "Enter your code",
  stepHelp:
    "Open your authenticator app and enter the 6-digit code for your account, or use one of your recovery codes.",
  stepLabel: "Authentication code or recovery code",
  verify: "Verify",
  startOver: "Sign in again",
  challengeGone: "Your sign-in timed out or had too many wrong codes. Please sign in again.",
  tooManyCodes: "Too many wrong codes. Please sign in again.",
  signInFailed: "Sign-in failed",
  adminNeeds: "Turn on two-factor sign-in to open the admin pages.",
  adminNeedsTitle: "Two-factor sign-in required",
} as const;

// Passkeys.
export const passkeyCopy = {
  heading: "Passkeys",
  help: "Sign in with your fingerprint, face or screen lock instead of a password. A passkey never leaves your device.",
  none: "You have no passkeys yet.",
  add: "Add a passkey",
  adding: "Waiting for your device…",
  needsScript: "Adding a passkey needs JavaScript, which is off or still loading in this browser.",
  added: "Passkey added",
  addFailed: "The passkey was not added.",
  cancelled: "The passkey was not added: your device cancelled or timed out.",
  remove: "Remove",
  removeLabel: (name: string) => `Remove passkey ${name}`,
  removed: "Passkey removed",
  notFound: "That passkey is already gone.",
  created: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `last used ${when}`,
  neverUsed: "not used yet",
  signIn: "Sign in with a passkey",
  signingIn: "Waiting for your passkey…",
  signInFailed: "Sign-in with a passkey failed. Try again, or sign in with your password.",
  signInNeedsScript: "Signing in with a passkey needs JavaScript; your password works without it.",
  challengeGone: "This attempt timed out. Please try again.",
  unknownPasskey: "This passkey is not known here. Sign in with your password, or use another passkey.",
} as const;

// Personal API tokens (issue 30 §2).
export const tokenCopy = {
  heading: "API tokens",
  help: "For your own scripts and apps: send a token as “Authorization: Bearer …” to the API. A token can only do what its scope allows, and never manage your account.",
  none: "You have no API tokens.",
  nameLabel: "Name",
  namePlaceholder: "e.g. My calendar sync",
  nameRequired: "Give the token a name",
  nameTooLong: "The name is at most 60 characters",
  scopeLabel: "Scope",
  scopes: { read: "Read only", "read write": "Read and write", "read write admin": "Read, write and admin" },
  scopeInvalid: "Choose read, read write, or read write admin",
  adminOnlyForAdmins: "Only admins can make a token with the admin scope",
  expiryLabel: "Expires",
  expiries: { "30": "In 30 days", "90": "In 90 days", "365": "In a year", never: "Never" },
  expiryInvalid: "Choose 30, 90 or 365 days, or never",
  create: "Create token",
  created: "Token created",
  createFailed: "The token was not created.",
  shownOnce: "Copy this token now: it is not shown again.",
  done: "Done",
  tooMany: (max: number) => `You have ${max} tokens already; revoke one first`,
  revoke: "Revoke",
  revokeLabel: (name: string) => `Revoke token ${name}`,
  revoked: "Token revoked",
  revokedDescription: (name: string) => `“${name}” no longer works`,
  notFound: "That token is already gone.",
  signInNeeded: "Tokens are managed from a signed-in browser or app, not with a token",
  readOnly: "This token can only read",
  notAdmin: "This token has no admin scope",
  expiresOn: (when: string) => `expires ${when}`,
  neverExpires: "never expires",
  lastUsed: (when: string) => `last used ${when}`,
  neverUsed: "not used yet",
  createdAt: (when: string) => `Created ${when}`,
} as const;

// Download your data.
export const exportCopy = {
  heading: "Download your data",
  help: "One JSON file with everything you created or received here: your profile, posts, comments, likes, questions and answers, services and reviews, events and RSVPs, connections, messages, notifications, blocks, the reports you filed and your sessions. Other members appear by name and id only.",
  button: "Download my data",
  once: "You can download your data once a day.",
  tooSoon: "You downloaded your data less than a day ago. Please try again tomorrow.",
} as const;

// Deleting your account.
export const deletionCopy = {
  heading: "Delete your account",
  statement:
    "This deletes your profile, posts, comments, answers, likes, services, reviews, events (their guests are told they are cancelled), RSVPs, connections, blocks, notifications, sessions, passkeys and two-factor settings, at once and for good. Messages you sent stay in the other member's conversation, shown as from “Deleted member”. You can register again later with the same email as a new member.",
  passwordLabel: "Your password",
  codeLabel: "Code from your authenticator app or a recovery code",
  button: "Delete my account",
  done: "Your account has been deleted",
  doneDescription: "Everything of yours is gone. Thank you for having been part of the community.",
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
