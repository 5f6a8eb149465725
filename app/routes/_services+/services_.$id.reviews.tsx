// /services/{id}/reviews: the service's reviews; the review form for a member who has really been in
// contact with the provider (both wrote at least once), else the reason; the provider's one reply.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import {
  Link,
  PageShell,
  Avatar,
  EnhancedForm,
  useEnhancedFetcher,
  ShowToast,
  replyFieldErrors,
  type FormReply,
} from "~/components/ui/kit";
import { ServiceCard } from "~/components/services/service-card";
import { TypedTextarea } from "~/components/forms/typed-textarea";
import {
  createReview,
  getService,
  listReviews,
  replyToReview,
  reviewRefusal,
  pageT,
  readForm,
  requireUser,
  actionSuccess,
  formFailure,
  pageHandler,
} from "./services_.$id.reviews.server";
import { dataTitleMeta } from "~/lib/page-context";
import { REVIEW_TEXT_MAX } from "~/schemas/services";
import { SUBMISSION_FIELD } from "~/lib/submission-token";

export const meta = dataTitleMeta;

// Why a member may not review (the model's English reasons, which its API answers give too), as the page says it.
const REFUSALS: Record<string, string> = {
  "You cannot review your own service": "reviews.refusal.own",
  "You can review a service once you and its provider have both written to each other": "reviews.refusal.noContact",
  "You have already reviewed this service": "reviews.refusal.already",
  "Requests for help are not reviewed": "reviews.refusal.request",
};

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const service = await getService(user, params.id);
    const [reviews, refusal] = await Promise.all([listReviews(user, service.id), reviewRefusal(user, service)]);
    const t = await pageT(request, context, "services");
    return {
      title: t("reviews.title"),
      service,
      reviews,
      refusal: refusal ? (REFUSALS[refusal] ? t(REFUSALS[refusal]) : `${refusal}.`) : null,
      isProvider: service.provider.id === user.id,
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const here = `/services/${params.id}/reviews`;
    const t = await pageT(request, context, "services");
    try {
      if (form.intent === "reply") {
        await replyToReview(user, form.reviewId, { reply: form.reply });
        return actionSuccess(form, { toast: { type: "success", title: t("reviews.replyPosted") }, fallback: here });
      }
      await createReview(user, params.id, { rating: form.rating, text: form.text }, form[SUBMISSION_FIELD]);
      return actionSuccess(form, { toast: { type: "success", title: t("reviews.reviewPosted") }, fallback: here });
    } catch (error) {
      return formFailure(form, error, {
        message: form.intent === "reply" ? t("reviews.replyFailed") : t("reviews.reviewFailed"),
        keep: ["rating", "text", "reply", "reviewId"],
      });
    }
  });
}

function Field({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${name}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

function ReviewForm({ serviceId, failure }: { serviceId: string; failure?: FormReply }) {
  const { t } = useTranslation("services");
  const { fetcher, fieldErrors } = useEnhancedFetcher({ key: "review" });
  const errors = { ...replyFieldErrors(failure), ...fieldErrors };
  return (
    <EnhancedForm fetcher={fetcher} action={`/services/${serviceId}/reviews`} className="space-y-3">
      <input type="hidden" name="intent" value="review" />
      <fieldset>
        <legend className="field-label">{t("reviews.yourRating")}</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="inline-flex items-center gap-1 text-sm">
              <input
                type="radio"
                name="rating"
                value={stars}
                defaultChecked={failure?.initialValue.rating === String(stars)}
              />{" "}
              {t("reviews.stars", { count: stars })}
            </label>
          ))}
        </div>
        <Field name="rating" error={errors.rating} />
      </fieldset>
      <div>
        <label htmlFor="review-text" className="field-label">
          {t("reviews.yourReview")}
        </label>
        <TypedTextarea
          id="review-text"
          name="text"
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={failure?.initialValue.text ?? ""}
          className="field-input"
          aria-describedby={errors.text ? "text-error" : undefined}
        />
        <Field name="text" error={errors.text} />
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
          {t("reviews.post")}
        </button>
      </div>
    </EnhancedForm>
  );
}

function ReplyForm({ serviceId, reviewId, failure }: { serviceId: string; reviewId: string; failure?: FormReply }) {
  // The refused reply (without scripts the page itself carries it) is typed again into its own review's form.
  const kept = failure?.initialValue.reviewId === reviewId ? failure.initialValue.reply : undefined;
  const { fetcher } = useEnhancedFetcher({ key: `reply-${reviewId}` });
  const { t } = useTranslation("services");
  return (
    <EnhancedForm fetcher={fetcher} action={`/services/${serviceId}/reviews`} className="mt-2 flex gap-2">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <label htmlFor={`reply-${reviewId}`} className="sr-only">
        {t("reviews.yourReply")}
      </label>
      <input
        id={`reply-${reviewId}`}
        name="reply"
        defaultValue={kept}
        required
        maxLength={REVIEW_TEXT_MAX}
        className="field-input flex-1"
        placeholder={t("reviews.replyPlaceholder")}
      />
      <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
        {t("reviews.reply")}
      </button>
    </EnhancedForm>
  );
}

export default function ServiceReviewsPage() {
  const { service, reviews, refusal, isProvider } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("services");
  return (
    <PageShell title={t("reviews.title")}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <div className="min-w-0">
          <ServiceCard service={service} returnTo={`/services/${service.id}/reviews`} />
        </div>
        <div className="min-w-0 space-y-4">
          <section className="card" aria-labelledby="leave-review">
            <h2 id="leave-review" className="mb-3 font-semibold">
              {t("reviews.leave")}
            </h2>
            {refusal ? (
              <p className="text-sm text-gray-600">{refusal}</p>
            ) : (
              <ReviewForm serviceId={service.id} failure={failure} />
            )}
          </section>
          <section className="card" aria-labelledby="all-reviews">
            <h2 id="all-reviews" className="mb-3 font-semibold">
              {t("reviews.count", { count: reviews.length })}
            </h2>
            <ul className="space-y-3">
              {reviews.map((review) => (
                <li key={review.id} className="rounded-xl bg-gray-50 px-3 py-2" data-testid="review">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <Avatar user={review.author} size={28} />
                    <span dir="auto" className="font-semibold">
                      {`${review.author.firstName} ${review.author.lastName}`}
                    </span>
                    <span aria-label={t("reviews.rating", { count: review.rating })}>{"★".repeat(review.rating)}</span>
                  </p>
                  <p dir="auto" className="mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">
                    {review.text}
                  </p>
                  {review.reply ? (
                    <p
                      className="mt-2 border-s-4 border-brand-200 ps-3 text-sm text-gray-700 [overflow-wrap:anywhere]"
                      data-testid="review-reply"
                    >
                      <span className="font-semibold">{t("reviews.providerReply")}</span>{" "}
                      <span dir="auto">{review.reply}</span>
                    </p>
                  ) : isProvider ? (
                    <ReplyForm serviceId={service.id} reviewId={review.id} failure={failure} />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <Link to="/services" className="text-sm font-medium text-brand-700 hover:underline">
            <span className="inline-block rtl:-scale-x-100">←</span> {t("reviews.back")}
          </Link>
        </div>
      </div>
      <ShowToast toast={failure?.toast} />
    </PageShell>
  );
}
