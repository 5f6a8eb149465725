// /advice/new: Ask Question as a page (the list's dialog posts here too). The question is a post of
// type advice, the same model call as POST /api/posts with type "advice".
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AskQuestionForm } from "~/components/advice/ask-question";
import { FormPage } from "~/components/layout/form-page";
import {
  createPost,
  pageT,
  readForm,
  requireUser,
  actionSuccess,
  formFailure,
  pageHandler,
} from "./advice_.new.server";
import { dataTitleMeta } from "~/lib/page-context";
import { SUBMISSION_FIELD } from "~/lib/submission-token";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireUser(request, context);
    const t = await pageT(request, context, "advice");
    return { title: t("ask.pageTitle") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "advice");
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
        toast: { type: "success", title: t("ask.posted") },
        fallback: "/advice",
      });
    } catch (error) {
      return formFailure(form, error, { message: t("ask.failed"), keep: ["content", "category", "about"] });
    }
  });
}

export default function AskQuestionPage() {
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("advice");
  return (
    <FormPage
      title={t("ask.title")}
      subtitle={t("ask.subtitle")}
      back={{ to: "/advice", label: t("ask.back") }}
      failure={failure}
    >
      <AskQuestionForm id="ask-question-page" failure={failure} />
    </FormPage>
  );
}
