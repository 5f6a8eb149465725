// A post's permalink: the post, all its comments and the comment form (which posts here); for its author, the
// form that corrects its language (decision 069; intent "language").
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, ShowToast } from "~/components/ui/kit";
import { CommentForm } from "~/components/feed/comment-form";
import { PostLanguageForm } from "~/components/feed/post-language-form";
import { CommentList } from "~/components/feed/comment-list";
import { PostCard } from "~/components/feed/post-card";
import {
  addComment,
  getPost,
  listComments,
  setPostLanguage,
  actionSuccess,
  formFailure,
  requireUser,
  readForm,
  pageHandler,
  pageT,
} from "./posts.$id.server";
import { SUBMISSION_FIELD } from "~/lib/submission-token";
import { pageTitle } from "~/lib/page-context";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: pageTitle(
      matches,
      data ? `${data.post.author.firstName} ${data.post.author.lastName}: “${data.post.content.slice(0, 60)}”` : "Post",
    ),
  },
];

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    // A missing post is the model's 404, answered by pageHandler.
    const [post, { comments }] = await Promise.all([
      getPost(user, params.id),
      listComments(user, params.id, { limit: 100 }),
    ]);
    return { post, comments, isAuthor: post.author.id === user.id, now: new Date().toISOString() };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "feed");
    if (form.intent === "language") {
      try {
        await setPostLanguage(user, params.id, form);
        return actionSuccess(form, {
          toast: { type: "success", title: t("toasts.languageSaved") },
          fallback: `/posts/${params.id}`,
        });
      } catch (error) {
        return formFailure(form, error, { message: t("toasts.languageFailed"), keep: ["language", "intent"] });
      }
    }
    try {
      await addComment(user, params.id, form, form[SUBMISSION_FIELD]);
      return actionSuccess(form, {
        toast: { type: "success", title: t("toasts.commentPosted") },
        fallback: `/posts/${params.id}`,
      });
    } catch (error) {
      return formFailure(form, error, { message: t("toasts.commentFailed"), keep: ["content"] });
    }
  });
}

export default function PostPage() {
  const { t } = useTranslation("feed");
  const { post, comments, isAuthor, now } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const here = `/posts/${post.id}`;
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        {t("postPage.back")}
      </Link>
      <PostCard post={post} now={now} returnTo={here} expanded />
      {isAuthor ? <PostLanguageForm key={post.language ?? ""} postId={post.id} language={post.language} /> : null}
      <section id="comments" className="card scroll-mt-24" aria-labelledby="comments-title">
        <h2 id="comments-title" className="mb-3 font-semibold">
          {t("comments.title")}
        </h2>
        <CommentList comments={comments} now={now} returnTo={here} />
        <CommentForm
          key={comments.length}
          postId={post.id}
          returnTo={here}
          failure={failure?.initialValue.intent === "language" ? undefined : failure}
        />
        <ShowToast toast={failure?.toast} />
      </section>
    </main>
  );
}
