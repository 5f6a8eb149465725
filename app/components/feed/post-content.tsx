// A post's text. In the feed a long one is clamped to a few lines with "See more": a checkbox and its label
// (CSS only), so it works without JavaScript and the whole text stays in the page for screen readers,
// search in the page and copying. The post's own page shows it whole.
import { useTranslation } from "~/i18n/react";

const CLAMPED_LINES = 6;
// Characters a line holds on a phone, roughly: the server cannot measure, so a long text is judged by its
// length and its line breaks (a short text never gets a "See more" that would reveal nothing).
const LINE_CHARACTERS = 60;

export function isLongPost(content: string): boolean {
  const lines = content
    .split("\n")
    .reduce((total, line) => total + Math.max(1, Math.ceil(line.length / LINE_CHARACTERS)), 0);
  return lines > CLAMPED_LINES + 2;
}

export function PostContent({ postId, content, whole }: { postId: string; content: string; whole: boolean }) {
  const { t } = useTranslation("feed");
  const text = (className = "") => (
    <p dir="auto" className={className ? `post-text ${className}` : "post-text"} data-testid="post-content">
      {content}
    </p>
  );
  if (whole || !isLongPost(content)) return text();
  const toggle = `see-more-${postId}`;
  const label =
    "mt-1 cursor-pointer rounded text-sm font-semibold text-brand-700 hover:underline peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500";
  // One checkbox, two labels of which one shows: its name stays "See more", its state says whether it is.
  return (
    <div>
      <input type="checkbox" id={toggle} className="peer sr-only" aria-label={t("post.seeMore")} />
      {text("line-clamp-6 peer-checked:line-clamp-none")}
      <label htmlFor={toggle} className={`${label} inline-block peer-checked:hidden`}>
        {t("post.seeMore")}
      </label>
      <label htmlFor={toggle} className={`${label} hidden peer-checked:inline-block`}>
        {t("post.seeLess")}
      </label>
    </div>
  );
}
