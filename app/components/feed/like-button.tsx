// Like toggle: a plain form without JS; with JS the heart and count change at once, requests go one at a
// time, and the screen ends in the server's state (useSettledToggle).
import { useTranslation } from "react-i18next";
import { EnhancedForm, PRESSED_FIELD, useSettledToggle } from "~/components/ui/kit";

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
  const { t } = useTranslation("feed");
  const state = useSettledToggle({ key: `like-${postId}`, pressed: liked, count: likesCount });
  return (
    <EnhancedForm
      fetcher={state.fetcher}
      formRef={state.formRef}
      onSubmit={state.onSubmit}
      action={`/posts/${postId}/like`}
      returnTo={`${returnTo}#post-${postId}`}
    >
      <input type="hidden" name={PRESSED_FIELD} value={String(!state.pressed)} />
      <button
        type="submit"
        aria-pressed={state.pressed}
        aria-busy={state.busy}
        aria-label={t(state.pressed ? "like.unlikeLabel" : "like.likeLabel", { count: state.count })}
        data-testid="like-button"
        className={`btn-ghost px-3 ${state.pressed ? "text-red-600" : ""}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill={state.pressed ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden
        >
          <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0112 6a5.3 5.3 0 019.3 6c-2.3 4.6-9.3 9-9.3 9z" />
        </svg>
        <span data-testid="like-count">{state.count}</span>
      </button>
    </EnhancedForm>
  );
}
