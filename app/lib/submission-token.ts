// The one-time token a create form carries (decision 031): the field's name and the shape the server takes.
// The page makes it (SubmissionToken in components/ui/kit.tsx); the API's Idempotency-Key takes the same shape.
export const SUBMISSION_FIELD = "_submission";

export const SUBMISSION_TOKEN_PATTERN = /^[\w-]{8,128}$/;
