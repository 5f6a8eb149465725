// What mail says (every mail the app sends) and the admin's outbox page, in one place for the languages issue.
export const mailCopy = {
  footer: (appName: string) => `You are receiving this because you have an account on ${appName}.`,
  ignore: "If you did not ask for this, you can ignore this mail.",
  linkFallback: "If the button does not work, copy this link into your browser:",
  // The admin's outbox
  outboxTitle: "Outbox",
  outboxSubtitle: "Mail the app wrote. Without SMTP_URL it is kept here instead of being sent.",
  outboxHint: "Mail the app wrote (kept here without SMTP)",
  outboxEmpty: "No mail yet.",
  outboxSmtpOn: "SMTP_URL is set: mail is sent, and this list shows what was written, without its body once sent.",
  outboxTo: "To",
  outboxSubject: "Subject",
  outboxWhen: "Written",
  outboxKind: "Kind",
  outboxSent: "Sent",
  outboxKept: "In the outbox",
  outboxQueued: "Waiting",
  outboxOlder: "Older mail",
  outboxBodyCleared: "(body removed after delivery)",
} as const;

// Forgotten passwords, verification, and the mail they send.
export const resetCopy = {
  forgotLink: "Forgot your password?",
  forgotTitle: "Forgot your password?",
  forgotHelp: "Enter the email you registered with and we'll send you a link to choose a new password.",
  forgotSubmit: "Send reset link",
  forgotSent: "Check your email",
  forgotSentDescription:
    "If an account uses that address, a link to reset the password is on its way. It works for one hour.",
  backToSignIn: "Back to sign in",
  resetTitle: "Choose a new password",
  resetHelp: "Your new password signs you in here and ends every other session.",
  resetSubmit: "Set new password",
  resetDone: "Password changed",
  resetDoneDescription: "You're signed in with your new password. Every other session was signed out.",
  resetFailed: "Could not reset the password",
  linkInvalid: "This link has expired or was already used. Ask for a new one.",
  requestNew: "Send a new link",
  // The mail
  resetMailSubject: "Reset your password",
  resetMailHeading: "Reset your password",
  resetMailBody: (name: string) =>
    `Hi ${name}, someone (we hope you) asked to reset the password of your account. The link works once, for one hour.`,
  resetMailAction: "Choose a new password",
  changedMailSubject: "Your password was changed",
  changedMailHeading: "Your password was changed",
  changedMailBody: (name: string) =>
    `Hi ${name}, the password of your account was just changed and every session was signed out.`,
  changedMailNote: "If this wasn't you, reset your password now and tell the community admins.",
  changedMailAction: "Reset your password",
  adminLinkSent: "Reset link created",
  adminLinkDescription: "The member was sent the link below. Without mail, pass it on yourself; it works for one hour.",
  adminSendReset: "Send password reset link",
  adminResetShort: "Reset link",
} as const;

// Verifying the email address.
export const verifyCopy = {
  mailSubject: "Confirm your email",
  mailHeading: "Confirm your email address",
  mailBody: (name: string) => `Welcome, ${name}! Confirm this is your address so we can reach you.`,
  mailAction: "Confirm my email",
  changedOldSubject: "Your email address was changed",
  changedOldHeading: "Your email address was changed",
  changedOldBody: (name: string, email: string) =>
    `Hi ${name}, the email address of your account was just changed to ${email}. Mail now goes there.`,
  changedOldNote: "If this wasn't you, reset your password and tell the community admins.",
  pageTitle: "Confirm your email",
  pageHelp: "One click and your address is confirmed.",
  confirm: "Confirm my email",
  done: "Email confirmed",
  doneDescription: "Thank you: your email address is confirmed.",
  invalid: "This link has expired, was already used, or is for an address you no longer use.",
  banner: "Please confirm your email address: we sent you a link.",
  resend: "Send the link again",
  resent: "Link sent",
  resentDescription: "A new confirmation link is on its way.",
} as const;

// Notification mail: the settings, the unsubscribe page and what the mails say (issue 28 §3).
export const mailPrefsCopy = {
  pageTitle: "Email notifications",
  pageSubtitle: "Choose which mail you get from us, and how often.",
  settingsLink: "Email notifications",
  kinds: {
    messages: "Messages",
    connections: "Connection requests",
    replies: "Replies and comments",
    events: "Event changes and reminders",
    digest: "Weekly digest",
    daily: "Daily summary",
  },
  help: {
    messages: "Only when you are away: at most one mail per conversation an hour.",
    connections: "Someone asks to connect, or accepts your request.",
    replies: "Comments on your posts and answers to your questions.",
    events: "Reminders a day before events you attend, changes and cancellations.",
    digest: "Popular posts, events and new members near you, in weeks you did not visit.",
  },
  choices: { off: "Off", immediately: "Immediately", daily: "Daily summary", weekly: "Weekly" },
  save: "Save email settings",
  saved: "Email settings saved",
  saveFailed: "Could not save the email settings",
  // The unsubscribe page
  unsubscribeTitle: "Unsubscribe",
  unsubscribeQuestion: (kind: string) => `Stop mail about “${kind}”?`,
  unsubscribeHelp: "You can turn it back on at any time in your email settings.",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: (kind: string) => `Done: you will get no more mail about “${kind}”.`,
  unsubscribeInvalid: "This unsubscribe link is not valid. Sign in to change your email settings.",
  manageLink: "Email settings",
  // The mails
  footerUnsubscribe: "Unsubscribe from mail like this:",
  messagesSubject: (name: string, count: number) =>
    count === 1 ? `${name} sent you a message` : `${name} sent you ${count} messages`,
  messagesBody: (name: string, count: number) =>
    count === 1
      ? `${name} sent you a message while you were away.`
      : `${name} sent you ${count} messages while you were away.`,
  messagesAction: "Read and reply",
  notificationSubject: (summary: string) => summary,
  notificationAction: "Open",
  dailySubject: (count: number) => `Your daily summary: ${count} new ${count === 1 ? "notification" : "notifications"}`,
  dailyHeading: "What happened today",
  dailyUnreadMessages: (count: number) => `${count} unread ${count === 1 ? "message" : "messages"}`,
  dailyAction: "See your notifications",
  reminderSummary: (title: string) => `Reminder: “${title}” starts within a day`,
  reminderSubject: (title: string) => `Tomorrow: ${title}`,
  reminderBody: (title: string, when: string, where: string) =>
    `“${title}” starts on ${when}${where ? `, at ${where}` : ""}.`,
  reminderAction: "See the event",
  cancelledSubject: (title: string) => `Cancelled: ${title}`,
  changedSubject: (title: string) => `Changed: ${title}`,
  digestSubject: "Your week in the community",
  digestHeading: "What you missed this week",
  digestPosts: "Most liked posts near you",
  digestEvents: "Upcoming events near you",
  digestMembers: "New members from your homeland in your city",
  digestQuestions: "Questions you could answer",
  digestAction: "Visit the community",
} as const;
