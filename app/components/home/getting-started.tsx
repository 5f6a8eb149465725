// "Getting started in {city}" (decision 067): for a member moving there, or new in their city. The city's circles,
// its welcome helpers with Say hello, and the questions about it whose answers are newest, each answer with when
// it was written. Links only: it works without scripts, and stacks in one column at 360 px.
import { Form } from "@remix-run/react";
import { LocalList } from "~/components/people/local-list";
import { Link } from "~/components/ui/link";
import { MOVING_COPY } from "~/copy/moving";
import { relativeTime } from "~/lib/time";
import type { GettingStarted } from "~/lib/types/moving";

export function GettingStartedPanel({ panel, now }: { panel: GettingStarted; now: string }) {
  // The city alone, as circle pages link it: its most populous namesake, the one a member means.
  const about = `/advice?about=${encodeURIComponent(panel.city)}`;
  return (
    <section className="card space-y-4" aria-labelledby="getting-started" data-testid="getting-started">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="getting-started" className="text-lg font-semibold text-gray-900">
          {MOVING_COPY.panelTitle(panel.city)}
        </h2>
        <Form method="post" action="/?index">
          <input type="hidden" name="intent" value="hide-getting-started" />
          <input type="hidden" name="placeId" value={panel.placeId} />
          <button type="submit" className="text-sm font-medium text-gray-600 hover:underline">
            {MOVING_COPY.panelHide}
          </button>
        </Form>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-700">{MOVING_COPY.panelCircles}</h3>
        <ul className="mt-1 flex flex-wrap gap-2">
          {panel.circles.map((circle) => (
            <li key={circle.id}>
              <Link
                to={`/circles/${circle.id}`}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:underline"
              >
                {circle.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-gray-700">{MOVING_COPY.panelHelpers}</h3>
        {panel.helpers.length === 0 ? (
          <p className="text-sm text-gray-500">{MOVING_COPY.panelNoHelpers}</p>
        ) : (
          <LocalList people={panel.helpers} city={panel.city} testId="panel-helpers" />
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-gray-700">{MOVING_COPY.panelQuestions}</h3>
        {panel.questions.length === 0 ? (
          <p className="text-sm text-gray-500">
            {MOVING_COPY.panelNoQuestions}{" "}
            <Link to="/advice/new" className="font-medium text-brand-700 hover:underline">
              {MOVING_COPY.panelAsk}
            </Link>
          </p>
        ) : (
          <ul className="space-y-3" data-testid="panel-questions">
            {panel.questions.map((question) => (
              <li key={question.id} className="min-w-0">
                <Link to={`/advice/${question.id}`} className="block truncate text-sm font-semibold hover:underline">
                  {question.content}
                </Link>
                {question.answer ? (
                  <p className="text-xs text-gray-600">
                    <span className="line-clamp-2 break-words">“{question.answer.content}”</span>
                    <span className="text-gray-500">
                      {MOVING_COPY.panelAnswered(question.answer.firstName)} ·{" "}
                      <time dateTime={question.answer.createdAt}>{relativeTime(question.answer.createdAt, now)}</time>
                    </span>
                  </p>
                ) : (
                  <p className="text-xs text-gray-500">{MOVING_COPY.panelUnanswered}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2">
          <Link to={about} className="text-sm font-medium text-brand-700 hover:underline">
            {MOVING_COPY.panelAllQuestions}
          </Link>
        </p>
      </div>
    </section>
  );
}
