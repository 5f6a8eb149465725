// Like toggle: a plain form without JS; with JS the count changes at once, and the page's reload after
// the action settles it (or rolls it back, with the failure's toast).
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";

export function LikeButton({
  postId,
  liked,
  likesCount,
  returnTo,
}: {
  postId: string;
  liked: boolean;
  likesCount: number;
  returnTo: string;
}) {
  const { fetcher } = useEnhancedFetcher({ key: `like-${postId}` });
  let state = { liked, likesCount };
  if (fetcher.state !== "idle" && fetcher.formData) {
    state = { liked: !state.liked, likesCount: state.likesCount + (state.liked ? -1 : 1) };
  }
  return (
    <EnhancedForm fetcher={fetcher} action={`/posts/${postId}/like`} returnTo={`${returnTo}#post-${postId}`}>
      <button
        type="submit"
        aria-pressed={state.liked}
        aria-busy={fetcher.state !== "idle"}
        aria-label={`${state.liked ? "Unlike" : "Like"}, ${state.likesCount} ${state.likesCount === 1 ? "like" : "likes"}`}
        data-testid="like-button"
        className={`btn-ghost px-3 ${state.liked ? "text-red-600" : ""}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill={state.liked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden
        >
          <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0112 6a5.3 5.3 0 019.3 6c-2.3 4.6-9.3 9-9.3 9z" />
        </svg>
        <span data-testid="like-count">{state.likesCount}</span>
      </button>
    </EnhancedForm>
  );
}
