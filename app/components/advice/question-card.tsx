// A question in the list: author, time, topic, Helpful count, responses count, Solved; links to its page.
import { useLocale, relativeTime } from "~/lib/page-context";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, Avatar, CountryFlag } from "~/components/ui/kit";
import type { AdviceQuestion } from "~/lib/types/advice";
import { topicLabel } from "./topics";

export function QuestionCard({ question, now }: { question: AdviceQuestion; now: string }) {
  const { t } = useTranslation("advice");
  return (
    <article className="card min-w-0 space-y-2" data-testid="question-card">
      <QuestionMeta question={question} now={now} />
      <h3 dir="auto" className="line-clamp-3 whitespace-pre-wrap font-medium text-gray-900 [overflow-wrap:anywhere]">
        <Link to={`/advice/${question.id}`} className="hover:underline">
          {question.content}
        </Link>
      </h3>
      <p className="text-sm text-gray-600">
        <span data-testid="question-helpful">{t("card.helpful", { count: question.likesCount })}</span> ·{" "}
        <span data-testid="question-responses">{t("card.responses", { count: question.commentsCount })}</span>
      </p>
    </article>
  );
}

/** Who asked, when, the topic and whether it is solved: on the list and on the question page. */
export function QuestionMeta({
  question,
  now,
  avatarSize = 32,
}: {
  question: AdviceQuestion;
  now: string;
  avatarSize?: number;
}) {
  const locale = useLocale();
  const { t } = useTranslation("advice");
  const { author } = question;
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
      <Avatar user={author} size={avatarSize} />
      <span className="font-semibold text-gray-900">
        <span dir="auto">{`${author.firstName} ${author.lastName}`}</span>{" "}
        <CountryFlag country={author.countryOfOrigin} />
      </span>
      <time dateTime={question.createdAt}>{relativeTime(question.createdAt, now, locale)}</time>
      {question.category ? (
        <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
          {topicLabel(t, question.category)}
        </span>
      ) : null}
      {question.about ? (
        <Link
          to={`/advice?about=${encodeURIComponent(question.about.label)}`}
          className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 hover:underline"
          data-testid="question-about"
        >
          <Trans
            t={t}
            i18nKey="about.badge"
            values={{ label: question.about.label }}
            components={{ place: <span dir="auto" /> }}
          />
        </Link>
      ) : null}
      {question.acceptedResponseId ? (
        <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
          {t("card.solved")}
        </span>
      ) : null}
    </header>
  );
}
