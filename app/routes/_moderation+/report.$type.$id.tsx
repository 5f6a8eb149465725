// /report/{type}/{id}: a member reports a post, comment, message, service, event or member, with a reason
// and an optional note. A plain form (works without JS); success goes back to `returnTo` with a toast.
// The JSON API is POST /api/reports.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, SubmissionToken, ShowToast, replyFieldErrors } from "~/components/ui/kit";
import { FieldError } from "~/components/forms/fields";
import { TypedTextarea } from "~/components/forms/typed-textarea";
import {
  pageT,
  createReport,
  getReportTarget,
  readForm,
  requireUser,
  actionSuccess,
  formFailure,
  pageHandler,
} from "./report.$type.$id.server";
import { dataTitleMeta } from "~/lib/page-context";
import { safeRedirect } from "~/lib/safe-redirect";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "~/schemas/reports";
import { SUBMISSION_FIELD } from "~/lib/submission-token";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const target = await getReportTarget(user, params.type, params.id);
    const t = await pageT(request, context, "moderation");
    return {
      title: t("report.title"),
      target,
      returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/"),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "moderation");
    try {
      const input = { subjectType: params.type, subjectId: params.id, reason: form.reason, note: form.note };
      await createReport(user, input, form[SUBMISSION_FIELD]);
      return actionSuccess(form, {
        toast: { type: "success", title: t("report.sent.title"), description: t("report.sent.description") },
        fallback: "/",
      });
    } catch (error) {
      return formFailure(form, error, { title: t("report.failed"), keep: ["reason", "note"] });
    }
  });
}

export default function ReportPage() {
  const { t } = useTranslation("moderation");
  const { target, returnTo } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = replyFieldErrors(failure);
  const closed = target.alreadyReported || target.own;
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-6">
      <div className="card">
        <h1 className="text-xl font-bold text-gray-900">{t(`report.heading.${target.subjectType}`)}</h1>
        <figure className="mt-3 rounded-xl bg-gray-50 px-3 py-2 text-sm">
          <figcaption className="font-medium text-gray-700">
            {target.subjectType === "user" ? (
              t("report.member")
            ) : (
              <Trans
                t={t}
                i18nKey="report.by"
                values={{ name: target.ownerName }}
                components={{ name: <bdi dir="auto" /> }}
              />
            )}
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap text-gray-800 [overflow-wrap:anywhere]" dir="auto">
            {target.excerpt}
          </blockquote>
        </figure>
        {closed ? (
          <p className="mt-4 text-sm text-gray-700" role="status">
            {target.own ? t(`report.own.${target.subjectType}`) : t(`report.already.${target.subjectType}`)}
          </p>
        ) : (
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="returnTo" value={returnTo} />
            <SubmissionToken />
            <fieldset aria-describedby={errors.reason ? "reason-error" : undefined}>
              <legend className="field-label">{t("report.reason")}</legend>
              <div className="mt-1 space-y-2">
                {REPORT_REASONS.map((reason) => (
                  <label key={reason} className="flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name="reason"
                      value={reason}
                      required
                      defaultChecked={failure?.initialValue.reason === reason}
                    />
                    {t(`report.reasons.${reason}`)}
                  </label>
                ))}
              </div>
              <FieldError id="reason-error" error={errors.reason} />
            </fieldset>
            <div>
              <label htmlFor="report-note" className="field-label">
                {t("report.note")}
              </label>
              <TypedTextarea
                id="report-note"
                name="note"
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                defaultValue={failure?.initialValue.note ?? ""}
                className="field-input resize-y"
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? "note-error" : undefined}
              />
              <FieldError id="note-error" error={errors.note} />
            </div>
            <p className="text-xs text-gray-600">{t("report.privacy")}</p>
            <div className="flex flex-wrap justify-end gap-3">
              <Link to={returnTo} className="btn-secondary">
                {t("report.cancel")}
              </Link>
              <button type="submit" className="btn-primary" disabled={busy}>
                {t("report.send")}
              </button>
            </div>
          </Form>
        )}
        {closed ? (
          <p className="mt-4 text-end">
            <Link to={returnTo} className="btn-secondary">
              {t("report.back")}
            </Link>
          </p>
        ) : null}
      </div>
      <ShowToast toast={failure?.toast} />
    </main>
  );
}
