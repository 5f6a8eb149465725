// The feed with "Load More Posts": a link to the next page without JS; with JS the next page is
// fetched from the API (by cursor) and appended.
import { Link, EmptyState, Spinner, useShowToast } from "~/components/ui/kit";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { FeedPost } from "~/lib/types/feed";
import { useHydrated } from "~/lib/page-context";
import { NewPostsPill, useNewPosts } from "./new-posts-pill";
import { PostCard } from "./post-card";

export function FeedList({
  posts,
  nextCursor,
  now,
  returnTo,
  newPostsFor,
  pageUrl = (cursor) => `/?cursor=${encodeURIComponent(cursor)}`,
  apiUrl = (cursor) => `/api/feed?cursor=${encodeURIComponent(cursor)}`,
}: {
  posts: FeedPost[];
  nextCursor: string | null;
  now: string;
  returnTo: string;
  /** The viewer, when this is the newest page: posts published meanwhile are offered by a pill. */
  newPostsFor?: string;
  /** The next page without scripts (a link), and with them (the API, appended): the home feed's by default. */
  pageUrl?: (cursor: string) => string;
  apiUrl?: (cursor: string) => string;
}) {
  const { t } = useTranslation("feed");
  const hydrated = useHydrated();
  const showToast = useShowToast();
  const [more, setMore] = useState<FeedPost[]>([]);
  const [cursor, setCursor] = useState(nextCursor);
  const [loading, setLoading] = useState(false);
  // A first page with other posts (after a post or a delete) starts the list again. The same posts reloaded
  // (a live message or notification revalidates the page) keep the older pages the member has brought in.
  const firstPage = `${posts.map((post) => post.id).join(",")}|${nextCursor ?? ""}`;
  useEffect(() => {
    setMore([]);
    setCursor(nextCursor);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- firstPage stands for posts and nextCursor
  }, [firstPage]);

  async function loadMore() {
    if (!cursor) return;
    setLoading(true);
    try {
      const response = await fetch(apiUrl(cursor), {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as FeedPost[];
      const seen = new Set([...posts, ...more].map((post) => post.id));
      setMore((previous) => [...previous, ...page.filter((post) => !seen.has(post.id))]);
      setCursor(response.headers.get("X-Next-Cursor"));
    } catch {
      showToast({
        id: crypto.randomUUID(),
        type: "error",
        title: t("list.loadMoreFailedTitle"),
        description: t("list.loadMoreFailed"),
      });
    } finally {
      setLoading(false);
    }
  }

  const all = [...posts, ...more];
  const fresh = useNewPosts(
    all.map((post) => post.id),
    newPostsFor ?? "",
  );
  const pill = newPostsFor ? <NewPostsPill count={fresh.count} onPress={fresh.ask} /> : null;
  if (all.length === 0) {
    return (
      <div id="feed" className="scroll-mt-24 space-y-4">
        {pill}
        <EmptyState title={t("list.emptyTitle")} description={t("list.emptyDescription")} />
      </div>
    );
  }
  return (
    <div id="feed" className="scroll-mt-24 space-y-4">
      {pill}
      {all.map((post) => (
        <PostCard key={post.id} post={post} now={now} returnTo={returnTo} />
      ))}
      {cursor ? (
        <div className="flex justify-center">
          {hydrated ? (
            <button type="button" className="btn-secondary" onClick={loadMore} disabled={loading}>
              {loading ? <Spinner /> : null}
              {t("list.loadMore")}
            </button>
          ) : (
            <Link to={pageUrl(cursor)} className="btn-secondary">
              {t("list.loadMore")}
            </Link>
          )}
        </div>
      ) : (
        <p className="text-center text-sm text-gray-500">{t("list.caughtUp")}</p>
      )}
    </div>
  );
}
