import { useLocale, relativeTime } from "~/lib/page-context";
import { useTranslation } from "~/i18n/react";
import { MemberAvatar, MemberLink, ReportLink } from "~/components/people/member-ui";
import type { PostComment } from "~/lib/types/feed";
import { DeleteControl } from "~/components/feed/post-parts";
import { EditedMark, EditLink } from "./edited";

export function CommentList({ comments, now, returnTo }: { comments: PostComment[]; now: string; returnTo: string }) {
  const locale = useLocale();
  const { t } = useTranslation("feed");
  if (comments.length === 0) return <p className="text-sm text-gray-500">{t("comments.empty")}</p>;
  return (
    <ul className="space-y-3" aria-label={t("comments.label")}>
      {comments.map((comment) => (
        <li key={comment.id} id={`comment-${comment.id}`} className="flex gap-3">
          <MemberAvatar user={comment.author} size={32} />
          <div className="min-w-0 flex-1 rounded-xl bg-gray-50 px-3 py-2">
            <p className="text-sm">
              <MemberLink id={comment.author.id} className="font-semibold hover:underline">
                <span dir="auto">{`${comment.author.firstName} ${comment.author.lastName}`}</span>
              </MemberLink>{" "}
              <time dateTime={comment.createdAt} className="text-gray-500">
                {relativeTime(comment.createdAt, now, locale)}
              </time>{" "}
              <EditedMark editedAt={comment.editedAt} now={now} />
            </p>
            <p dir="auto" className="whitespace-pre-wrap text-sm text-gray-800 [overflow-wrap:anywhere]">
              {comment.content}
            </p>
            {comment.isHidden ? (
              <p className="mt-1 text-xs font-medium text-amber-800">{t("comments.hidden")}</p>
            ) : null}
          </div>
          {comment.canDelete ? (
            <div className="flex flex-col items-end">
              {comment.canEdit ? (
                <EditLink
                  to={`/comments/${comment.id}/edit`}
                  label={t("edit.commentLabel")}
                  className="px-1 text-xs text-gray-600 hover:underline"
                />
              ) : null}
              <DeleteControl
                action={`/comments/${comment.id}/delete`}
                what="comment"
                preview={comment.content}
                returnTo={returnTo}
              />
            </div>
          ) : (
            <ReportLink
              type="comment"
              id={comment.id}
              returnTo={returnTo}
              className="self-start px-1 text-xs text-gray-500 hover:underline"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
