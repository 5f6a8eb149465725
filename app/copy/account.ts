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
