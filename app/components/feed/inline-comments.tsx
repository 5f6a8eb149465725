// With JS: a post's comments open under it, loaded from the API, with a form to add one.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import type { PostComment } from "~/lib/types/feed";
import { CommentForm } from "./comment-form";
import { CommentList } from "./comment-list";

export function InlineComments({ postId, now, returnTo }: { postId: string; now: string; returnTo: string }) {
  const { t } = useTranslation("feed");
  const loader = useFetcher<PostComment[]>({ key: `comments-${postId}` });
  const url = `/api/posts/${postId}/comments`;
  useEffect(() => {
    if (loader.state === "idle" && !loader.data) loader.load(url);
    // Load once when opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section className="mt-4 border-t border-gray-100 pt-4" aria-label={t("comments.label")}>
      {Array.isArray(loader.data) ? (
        <CommentList comments={loader.data} now={now} returnTo={returnTo} />
      ) : (
        <p className="text-sm text-gray-500">{t("comments.loading")}</p>
      )}
      <CommentForm postId={postId} returnTo={returnTo} onPosted={() => loader.load(url)} />
    </section>
  );
}
