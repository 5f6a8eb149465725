import { useLocale, relativeTime } from "~/lib/page-context";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, CountryFlag } from "~/components/ui/kit";
import { MemberAvatar, MemberLink } from "~/components/people/member-ui";
import type { Author } from "~/lib/types/feed";
import { categoryKey } from "./categories";
import { useCircleName } from "~/lib/circles";

// The badges' labels are the feed's messages post.type.<type>.
const TYPES = ["post", "event", "advice", "service"];
const TYPE_STYLES: Record<string, string> = {
  post: "bg-gray-100 text-gray-700",
  event: "bg-blue-50 text-blue-700",
  advice: "bg-amber-50 text-amber-800",
  service: "bg-green-50 text-green-700",
};

export function PostMeta({
  author,
  createdAt,
  now,
  type,
  category,
  href,
  circle = null,
}: {
  author: Author;
  createdAt: string;
  now: string;
  type: string;
  category: string | null;
  href: string;
  /** The circle it was posted to. */
  circle?: { id: string; name: string } | null;
}) {
  const locale = useLocale();
  const { t } = useTranslation("feed");
  const circleName = useCircleName();
  return (
    <header className="post-head">
      <MemberAvatar user={author} size={44} />
      {/* Sizes and colours from .post-head's rules (app/tailwind.css): written once, not on every post. */}
      <div>
        <p>
          <MemberLink id={author.id} className={null}>
            <span dir="auto">{`${author.firstName} ${author.lastName}`}</span>
          </MemberLink>{" "}
          <CountryFlag country={author.countryOfOrigin} />
        </p>
        <p>
          {author.currentLocation ? (
            <>
              <span dir="auto">{author.currentLocation}</span>
              {" · "}
            </>
          ) : null}
          <Link to={href}>
            <time dateTime={createdAt}>{relativeTime(createdAt, now, locale)}</time>
          </Link>
          {circle ? (
            <>
              {" · "}
              <Link to={`/circles/${circle.id}`} className="font-medium text-brand-700">
                <Trans
                  t={t}
                  i18nKey="post.postedIn"
                  values={{ name: circleName(circle) }}
                  components={{ circle: <span dir="auto" /> }}
                />
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <span className={`badge ${TYPE_STYLES[type] ?? TYPE_STYLES.post}`} data-testid="post-type">
        {/* One text node: no separator comment between two. */}
        {`${TYPES.includes(type) ? t(`post.type.${type}`) : type}${
          category ? ` · ${t(`categories.${categoryKey(category)}`, { defaultValue: category })}` : ""
        }`}
      </span>
    </header>
  );
}
