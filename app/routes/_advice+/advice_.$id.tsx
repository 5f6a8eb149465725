// /advice/{id}: the question, its responses (oldest first, the accepted answer first), Helpful on the
// question and on each response, Accept answer for the asker, and the response form. Works without JS.
import { useLocale, dataTitleMeta, relativeTime, useHydrated } from "~/lib/page-context";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { HiddenBadge, ReportLink } from "~/components/people/member-ui";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import {
  Link,
  useTypedValue,
  Avatar,
  EnhancedForm,
  useEnhancedFetcher,
  Spinner,
  ShowToast,
  type FormReply,
} from "~/components/ui/kit";
import { useRef } from "react";
import { HelpfulButton } from "~/components/advice/helpful-button";
import { QuestionMeta } from "~/components/advice/question-card";
import { controlledFieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import {
  acceptAnswer,
  getAdviceThread,
  addComment,
  pageT,
  readForm,
  requireUser,
  actionFailure,
  actionSuccess,
  formFailure,
  pageHandler,
} from "./advice_.$id.server";
import type { AdviceResponse } from "~/lib/types/advice";
import { newCommentSchema } from "~/schemas/posts";
import { SUBMISSION_FIELD } from "~/lib/submission-token";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const thread = await getAdviceThread(user, params.id);
    const t = await pageT(request, context, "advice");
    return {
      ...thread,
      title: t("question.title", { excerpt: thread.question.content.slice(0, 60) }),
      now: new Date().toISOString(),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const here = `/advice/${params.id}`;
    const t = await pageT(request, context, "advice");
    if (form.intent === "accept") {
      try {
        const result = await acceptAnswer(user, params.id, { responseId: form.responseId });
        const title = result.acceptedResponseId ? t("question.answerAccepted") : t("question.answerUnaccepted");
        return actionSuccess(form, { toast: { type: "success", title }, fallback: here });
      } catch (error) {
        return actionFailure(form, error, t("question.acceptFailed"), here);
      }
    }
    try {
      await addComment(user, params.id, form, form[SUBMISSION_FIELD]);
      return actionSuccess(form, { toast: { type: "success", title: t("question.responsePosted") }, fallback: here });
    } catch (error) {
      return formFailure(form, error, { message: t("question.responseFailed"), keep: ["content"] });
    }
  });
}

function AcceptButton({ questionId, response }: { questionId: string; response: AdviceResponse }) {
  const { t } = useTranslation("advice");
  const { fetcher, pending } = useEnhancedFetcher({ key: `accept-${response.id}` });
  return (
    <EnhancedForm fetcher={fetcher} action={`/advice/${questionId}`} returnTo={`/advice/${questionId}`}>
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="responseId" value={response.id} />
      <button type="submit" className="act text-sm" disabled={pending}>
        {response.isAccepted ? t("question.unaccept") : t("question.accept")}
      </button>
    </EnhancedForm>
  );
}

function ResponseForm({ questionId, failure }: { questionId: string; failure?: FormReply }) {
  const { t } = useTranslation("advice");
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, reply, pending } = useEnhancedFetcher({
    key: `respond-${questionId}`,
    onSuccess: () => {
      formRef.current?.reset();
      setContent("");
    },
  });
  const { form, fields, onSubmit } = useSchemaForm({
    id: `respond-${questionId}`,
    schema: newCommentSchema,
    reply: reply ?? failure,
  });
  const { error, errorId, ...input } = controlledFieldProps(fields.content);
  const [content, setContent] = useTypedValue(input.id, failure?.initialValue.content ?? "");
  return (
    <EnhancedForm
      formRef={formRef}
      fetcher={fetcher}
      action={`/advice/${questionId}`}
      id={form.id}
      onSubmit={onSubmit}
      noValidate={form.noValidate}
      className="mt-4 space-y-2"
    >
      <input type="hidden" name="intent" value="respond" />
      <label htmlFor={input.id} className="field-label">
        {t("question.yourResponse")}
      </label>
      <textarea
        {...input}
        rows={3}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        className="field-input resize-y"
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={hydrated && (pending || content.trim() === "")}>
          {pending ? <Spinner /> : null}
          {t("question.respond")}
        </button>
      </div>
    </EnhancedForm>
  );
}

export default function QuestionPage() {
  const locale = useLocale();
  const { question, responses, canAccept, now } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("advice");
  const here = `/advice/${question.id}`;
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <Link to="/advice" className="text-sm font-medium text-brand-700 hover:underline">
        <span className="inline-block rtl:-scale-x-100">←</span> {t("question.back")}
      </Link>
      <article className="card space-y-3" aria-labelledby="question-title">
        <QuestionMeta question={question} now={now} avatarSize={40} />
        <h1
          id="question-title"
          dir="auto"
          className="whitespace-pre-wrap text-lg font-semibold text-gray-900 [overflow-wrap:anywhere]"
        >
          {question.content}
        </h1>
        {question.isHidden ? <HiddenBadge what="question" /> : null}
        <div className="flex flex-wrap items-center gap-2">
          <HelpfulButton
            id={question.id}
            action={`/posts/${question.id}/like`}
            pressed={question.isLiked}
            count={question.likesCount}
            returnTo={here}
          />
          {question.canDelete ? null : <ReportLink type="post" id={question.id} returnTo={here} />}
        </div>
      </article>
      <section className="card" aria-labelledby="responses-title">
        <h2 id="responses-title" className="mb-3 font-semibold">
          {t("question.responses", { count: responses.length })}
        </h2>
        {responses.length === 0 ? <p className="text-sm text-gray-500">{t("question.noResponses")}</p> : null}
        <ul className="space-y-3" aria-label={t("question.responsesList")}>
          {responses.map((response) => (
            <li
              key={response.id}
              id={`response-${response.id}`}
              data-testid="response"
              className={`rounded-xl px-3 py-2 ${response.isAccepted ? "border border-green-300 bg-green-50" : "bg-gray-50"}`}
            >
              {response.isAccepted ? (
                <p className="text-xs font-semibold text-green-800">{t("question.accepted")}</p>
              ) : null}
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Avatar user={response.author} size={28} />
                <span dir="auto" className="font-semibold">
                  {`${response.author.firstName} ${response.author.lastName}`}
                </span>
                <time dateTime={response.createdAt} className="text-gray-500">
                  {relativeTime(response.createdAt, now, locale)}
                </time>
              </p>
              <p
                dir="auto"
                className="mt-1 whitespace-pre-wrap text-sm text-gray-800 [overflow-wrap:anywhere]"
                data-testid="response-content"
              >
                {response.content}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                {response.canMarkHelpful ? (
                  <HelpfulButton
                    id={response.id}
                    action={`/comments/${response.id}/helpful`}
                    pressed={response.isHelpful}
                    count={response.helpfulCount}
                    returnTo={here}
                  />
                ) : (
                  // One's own response: only others may mark it, so its count without a button.
                  <span className="px-3 py-2 text-sm text-gray-600" data-testid="own-helpful">
                    {t("card.helpful", { count: response.helpfulCount })}
                  </span>
                )}
                {canAccept ? <AcceptButton questionId={question.id} response={response} /> : null}
                {response.canDelete ? null : <ReportLink type="comment" id={response.id} returnTo={here} />}
              </div>
              {response.isHidden ? <HiddenBadge what="response" /> : null}
            </li>
          ))}
        </ul>
        <ResponseForm key={responses.length} questionId={question.id} failure={failure} />
        <ShowToast toast={failure?.toast} />
      </section>
    </main>
  );
}
