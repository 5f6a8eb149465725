// Every string of /api/docs outside the document itself (which speaks for the API).
export const apiDocsCopy = {
  title: "API reference",
  metaDescription: "Every path of the {appName} API: what it takes and what it answers.",
  download: "The OpenAPI 3.1 document",
  contents: "Contents",
  signIn: "Bearer token or session",
  public: "No sign-in",
  parameters: "Parameters",
  body: "Body",
  answers: "Answers",
  required: "required",
  optional: "optional",
  noBody: "no body",
  shapes: "Shapes",
  errors: "Errors",
  errorsIntro:
    "Every error is { error: { code, message, fields? } }. The statuses an operation lists under Errors mean:",
  errorStatuses: "Errors",
} as const;
