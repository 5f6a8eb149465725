// The hidden one-time token of a create form (decision 031): the same submission sent again (a member tapping
// "Post" three times on a slow network) gets the first answer and writes nothing. Made in the render from the
// root's per-load seed and the form's place in the tree, so the server's HTML and the hydrated page agree; a
// new load, or `sent` moving on after an accepted submission, makes the next one.
import { useId } from "react";
import { useRootData } from "~/lib/root-data";
import { SUBMISSION_FIELD } from "~/lib/submission-token";

export function useSubmissionToken(sent = 0): string | null {
  const { formSeed } = useRootData();
  const id = useId().replace(/\W/g, "");
  // Without a seed (a visitor, an error page) no token: the form writes on every submission, as before.
  return formSeed ? `${formSeed}-${id}-${sent}` : null;
}

export function SubmissionToken({ sent }: { sent?: number }) {
  const token = useSubmissionToken(sent);
  return token ? <input type="hidden" name={SUBMISSION_FIELD} value={token} /> : null;
}
