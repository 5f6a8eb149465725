import { Link } from "~/components/ui/kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FeedPost } from "~/lib/types/feed";
import { useHydrated } from "~/lib/page-context";
import { HiddenBadge, ReportLink } from "~/components/people/member-ui";
import { DeleteControl, PostPhotos, PostLanguageNote } from "~/components/feed/post-parts";
import { EditedMark, EditLink } from "./edited";
import { InlineComments } from "./inline-comments";
import { LikeButton } from "./like-button";
import { PhotoLink } from "./photo-link";
import { PostContent } from "./post-content";
import { PostMeta } from "./post-meta";
import { ShareButton } from "./share-button";

export function PostCard({
  post,
  now,
  returnTo,
  expanded = false,
}: {
  post: FeedPost;
  now: string;
  returnTo: string;
  expanded?: boolean;
}) {
  const { t } = useTranslation("feed");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const permalink = `/posts/${post.id}`;
  const commentsLabel = t("post.comments", { count: post.commentsCount });
  return (
    <article id={`post-${post.id}`} className="card scroll-mt-24" data-testid="post">
      <PostMeta
        author={post.author}
        createdAt={post.createdAt}
        now={now}
        type={post.type}
        category={post.category}
        href={permalink}
        circle={post.circle}
      />
      {post.isHidden ? <HiddenBadge what="post" /> : null}
      <PostLanguageNote language={post.language} />
      <PostContent postId={post.id} content={post.content} whole={expanded} />
      {post.eventId ? (
        <p className="mt-2">
          <Link
            to={`/events/${post.eventId}`}
            className="text-sm font-medium text-brand-700 hover:underline"
            data-testid="post-event-link"
          >
            {t("post.viewEvent")}
          </Link>
        </p>
      ) : null}
      {post.images.length > 0 ? (
        <PostPhotos images={post.images} />
      ) : post.imageUrl ? (
        <PhotoLink url={post.imageUrl} />
      ) : null}
      <footer className="post-foot">
        <LikeButton postId={post.id} liked={post.isLiked} likesCount={post.likesCount} returnTo={returnTo} />
        {expanded ? (
          <span className="px-3 text-sm text-gray-600">{commentsLabel}</span>
        ) : hydrated ? (
          <button
            type="button"
            className="btn-ghost px-3"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {commentsLabel}
          </button>
        ) : (
          <Link to={`${permalink}#comments`} className="btn-ghost px-3">
            {commentsLabel}
          </Link>
        )}
        <ShareButton postId={post.id} />
        <EditedMark editedAt={post.editedAt} now={now} />
        {post.canDelete ? (
          <div className="ms-auto flex items-center gap-1">
            {post.canEdit ? <EditLink to={`${permalink}/edit`} label={t("edit.postLabel")} /> : null}
            <DeleteControl action={`${permalink}/delete`} what="post" preview={post.content} returnTo={returnTo} />
          </div>
        ) : (
          <div className="ms-auto">
            <ReportLink type="post" id={post.id} returnTo={returnTo} />
          </div>
        )}
      </footer>
      {open && !expanded ? <InlineComments postId={post.id} now={now} returnTo={returnTo} /> : null}
    </article>
  );
}
