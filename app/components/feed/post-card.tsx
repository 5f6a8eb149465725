import { Link } from "~/components/ui/kit";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
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

// Pages unpack their posts from here: a module of its own, used by three pages, would be a script file of its own
// (decision 090).
export { unpackPosts } from "~/lib/packed-posts";

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
    <article id={`post-${post.id}`} className="card post" data-testid="post">
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
          <Link to={`/events/${post.eventId}`} className="see-all" data-testid="post-event-link">
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
          <button type="button" className="act" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {commentsLabel}
          </button>
        ) : (
          // Drawn only until the page is live, when the router's route discovery has not started: nothing to
          // discover (the button replaces it).
          <Link to={`${permalink}#comments`} className="act" discover="none">
            {commentsLabel}
          </Link>
        )}
        <ShareButton postId={post.id} />
        <EditedMark editedAt={post.editedAt} now={now} />
        {post.canDelete ? (
          <div>
            {post.canEdit ? <EditLink to={`${permalink}/edit`} label={t("edit.postLabel")} /> : null}
            <DeleteControl action={`${permalink}/delete`} what="post" preview={post.content} returnTo={returnTo} />
          </div>
        ) : (
          <div>
            <ReportLink type="post" id={post.id} returnTo={returnTo} />
          </div>
        )}
      </footer>
      {open && !expanded ? <InlineComments postId={post.id} now={now} returnTo={returnTo} /> : null}
    </article>
  );
}
