// "N new posts": with JS, posts published while the feed is open are counted here instead of being
// pushed into the list (no jump under the reader's eyes); pressing it loads them at the top and brings the
// reader to them once they are there (scrolling before they arrive left them above the viewport: the
// browser's scroll anchoring keeps the post that was in sight in place when others are inserted above it).
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { FEED_EVENT, feedEventsHeard } from "~/components/shell/live-updates";
import { revalidateQuietly } from "~/lib/page-context";

export function useNewPosts(shownIds: string[], viewerId: string) {
  const [arrived, setArrived] = useState<string[]>([]);
  useEffect(() => {
    const heard = (detail: unknown) => {
      const { postId, authorId } = (detail ?? {}) as { postId?: unknown; authorId?: unknown };
      // One's own posts appear by themselves (the page reloads after posting).
      if (typeof postId !== "string" || authorId === viewerId) return;
      setArrived((ids) => (ids.includes(postId) ? ids : [...ids, postId].slice(-100)));
    };
    // What the socket heard before this part of the page came alive (the feed hydrates after the rest).
    for (const detail of feedEventsHeard()) heard(detail);
    const onFeed = (event: Event) => heard((event as CustomEvent).detail);
    window.addEventListener(FEED_EVENT, onFeed);
    return () => window.removeEventListener(FEED_EVENT, onFeed);
  }, [viewerId]);
  const shown = new Set(shownIds);
  const waiting = arrived.filter((id) => !shown.has(id));
  // Asked for by the pill: once one of them is in the list, the top of the feed is scrolled into view.
  const asked = useRef<string[]>([]);
  const shownKey = shownIds.join(",");
  useEffect(() => {
    if (!asked.current.some((id) => shown.has(id))) return;
    asked.current = [];
    document.getElementById("feed")?.scrollIntoView({ block: "start" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shownKey stands for shownIds
  }, [shownKey]);
  return { count: waiting.length, ask: () => (asked.current = waiting) };
}

export function NewPostsPill({ count, onPress }: { count: number; onPress: () => void }) {
  const { t } = useTranslation("feed");
  const revalidator = useRevalidator();
  const loading = revalidator.state !== "idle";
  return (
    <div className="sticky top-20 z-30 flex justify-center" aria-live="polite">
      {count > 0 ? (
        <button
          type="button"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
          aria-busy={loading}
          data-testid="new-posts"
          onClick={() => {
            onPress();
            revalidateQuietly(revalidator);
          }}
        >
          ↑ {t("list.newPosts", { count })}
        </button>
      ) : null}
    </div>
  );
}
