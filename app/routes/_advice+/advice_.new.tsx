// /advice/new: Ask Question as a page (the list's dialog posts here too). The question is a post of
// type advice, the same model call as POST /api/posts with type "advice".
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { AskQuestionForm } from "~/components/advice/ask-question";
import { FormPage } from "~/components/layout/form-page";
import { createPost } from "~/models/posts.server";
import { titleMeta } from "~/lib/page-title";
import { readForm } from "~/web/form-body.server";
import { SUBMISSION_FIELD } from "~/lib/submission-token";
import { requireUser } from "~/web/guards.server";
import { actionSuccess, formFailure } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Ask Question");

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireUser(request, context);
    return null;
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      await createPost(
        user,
        {
          content: form.content,
          category: form.category,
          type: "advice",
          about: form.about,
          aboutPlaceId: form.placeId,
        },
        form[SUBMISSION_FIELD],
      );
      return actionSuccess(form, {
        toast: { type: "success", title: "Your question has been posted!" },
        fallback: "/advice",
      });
    } catch (error) {
      return formFailure(form, error, { message: "Failed to post question.", keep: ["content", "category", "about"] });
    }
  });
}

export default function AskQuestionPage() {
  const failure = useActionData<typeof action>();
  return (
    <FormPage
      title="Ask a question"
      subtitle="Members who have been there will answer."
      back={{ to: "/advice", label: "Back to advice" }}
      failure={failure}
    >
      <AskQuestionForm id="ask-question-page" failure={failure} />
    </FormPage>
  );
}
