// Like toggle: a plain form without JS; with JS the heart and count change at once, requests go one at a
// time, and the screen ends in the server's state (useSettledToggle).
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/shell/icons";
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
      oneTime={false}
    >
      <input type="hidden" name={PRESSED_FIELD} value={String(!state.pressed)} />
      {/* A form's button submits: no type written on every post. */}
      <button
        aria-pressed={state.pressed}
        aria-busy={state.busy || undefined}
        aria-label={t(state.pressed ? "like.unlikeLabel" : "like.likeLabel", { count: state.count })}
        data-testid="like-button"
        className={state.pressed ? "act text-red-600" : "act"}
      >
        <Icon name="heart" filled={state.pressed} />
        <span data-testid="like-count">{state.count}</span>
      </button>
    </EnhancedForm>
  );
}
