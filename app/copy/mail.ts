// What mail says (every mail the app sends) and the admin's outbox page, in one place for the languages issue.
export const mailCopy = {
  footer: (appName: string) => `You are receiving this because you have an account on ${appName}.`,
  ignore: "If you did not ask for this, you can ignore this mail.",
  linkFallback: "If the button does not work, copy this link into your browser:",
  // The admin's outbox
  outboxTitle: "Outbox",
  outboxSubtitle: "Mail the app wrote. Without SMTP_URL it is kept here instead of being sent.",
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
