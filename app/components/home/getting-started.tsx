// "Getting started in {city}" (decision 067): for a member moving there, or new in their city. The city's circles,
// its welcome helpers with Say hello, and the questions about it whose answers are newest, each answer with when
// it was written. Links only: it works without scripts, and stacks in one column at 360 px.
import { useLocale, relativeTime } from "~/lib/page-context";
import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { LocalList } from "~/components/people/member-ui";
import { Link } from "~/components/ui/kit";
import type { GettingStarted } from "~/lib/types/moving";

export function GettingStartedPanel({ panel, now }: { panel: GettingStarted; now: string }) {
  const locale = useLocale();
  const { t } = useTranslation("home");
  // The city alone, as circle pages link it: its most populous namesake, the one a member means.
  const about = `/advice?about=${encodeURIComponent(panel.city)}`;
  return (
    <section className="card space-y-4" aria-labelledby="getting-started" data-testid="getting-started">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="getting-started" className="text-lg font-semibold text-gray-900">
          <Trans
            t={t}
            i18nKey="gettingStarted.title"
            values={{ city: panel.city }}
            components={{ city: <span dir="auto" /> }}
          />
        </h2>
        <Form method="post" action="/?index">
          <input type="hidden" name="intent" value="hide-getting-started" />
          <input type="hidden" name="placeId" value={panel.placeId} />
          <button type="submit" className="text-sm font-medium text-gray-600 hover:underline">
            {t("gettingStarted.hide")}
          </button>
        </Form>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-700">{t("gettingStarted.circles")}</h3>
        <ul className="mt-1 flex flex-wrap gap-2">
          {panel.circles.map((circle) => (
            <li key={circle.id}>
              <Link to={`/circles/${circle.id}`} className="chip" dir="auto">
                {circle.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-gray-700">{t("gettingStarted.helpers")}</h3>
        {panel.helpers.length === 0 ? (
          <p className="text-sm text-gray-500">{t("gettingStarted.noHelpers")}</p>
        ) : (
          <LocalList people={panel.helpers} city={panel.city} testId="panel-helpers" />
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-gray-700">{t("gettingStarted.questions")}</h3>
        {panel.questions.length === 0 ? (
          <p className="text-sm text-gray-500">
            {t("gettingStarted.noQuestions")}{" "}
            <Link to="/advice/new" className="font-medium text-brand-700 hover:underline">
              {t("gettingStarted.ask")}
            </Link>
          </p>
        ) : (
          <ul className="space-y-3" data-testid="panel-questions">
            {panel.questions.map((question) => (
              <li key={question.id} className="min-w-0">
                <Link
                  to={`/advice/${question.id}`}
                  className="block truncate text-sm font-semibold hover:underline"
                  dir="auto"
                >
                  {question.content}
                </Link>
                {question.answer ? (
                  <p className="text-xs text-gray-600">
                    <span className="line-clamp-2 break-words" dir="auto">
                      “{question.answer.content}”
                    </span>
                    <span className="text-gray-500">
                      <Trans
                        t={t}
                        i18nKey="gettingStarted.answered"
                        values={{ name: question.answer.firstName }}
                        components={{ name: <span dir="auto" /> }}
                      />{" "}
                      ·{" "}
                      <time dateTime={question.answer.createdAt}>
                        {relativeTime(question.answer.createdAt, now, locale)}
                      </time>
                    </span>
                  </p>
                ) : (
                  <p className="text-xs text-gray-500">{t("gettingStarted.unanswered")}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2">
          <Link to={about} className="text-sm font-medium text-brand-700 hover:underline">
            {t("gettingStarted.allQuestions")}
          </Link>
        </p>
      </div>
    </section>
  );
}
