// /settings/mail: which notification mail the member gets, per kind (issue 28 §3, decision 064). One plain form
// of radio groups: it posts, redirects with a toast, and works the same without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageShell } from "~/components/layout/page";
import { ShowToast } from "~/components/ui/toaster";
import { useTranslation } from "react-i18next";
import {
  pageT,
  getMailPreferences,
  updateMailPreferences,
  readForm,
  requireUser,
  pageHandler,
  actionSuccess,
  formFailure,
} from "./settings.mail.server";
import { dataTitleMeta } from "~/lib/page-title";
import { DIGEST_CHOICES, MAIL_KINDS, NOTIFY_CHOICES } from "~/schemas/mail-preferences";

export const meta = dataTitleMeta;

const HERE = "/settings/mail";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const preferences = await getMailPreferences(await requireUser(request, context));
    const t = await pageT(request, context, "account");
    return { preferences, title: t("mail.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "account");
    const { intent: _intent, returnTo: _returnTo, ...choices } = form;
    try {
      await updateMailPreferences(user, choices);
    } catch (error) {
      return formFailure(form, error, { title: t("mail.saveFailed"), keep: [...MAIL_KINDS] });
    }
    return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("mail.saved") } });
  });
}

export default function MailSettingsPage() {
  const { preferences } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("account");
  const shown = { ...preferences, ...(failure?.initialValue ?? {}) } as Record<string, string>;
  return (
    <PageShell title={t("mail.title")} subtitle={t("mail.subtitle")}>
      {failure?.toast ? <ShowToast toast={failure.toast} /> : null}
      <Form method="post" className="card max-w-2xl space-y-5">
        {MAIL_KINDS.map((kind) => {
          const choices = kind === "digest" ? DIGEST_CHOICES : NOTIFY_CHOICES;
          const error = failure?.error[kind]?.[0];
          return (
            <fieldset key={kind} aria-describedby={`${kind}-help`} className="min-w-0 [overflow-wrap:anywhere]">
              <legend className="font-semibold text-gray-900">{t(`mail.kinds.${kind}`)}</legend>
              <p id={`${kind}-help`} className="text-sm text-gray-600">
                {t(`mail.help.${kind}`)}
              </p>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {choices.map((choice) => (
                  <label key={choice} className="inline-flex min-h-[44px] items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={kind}
                      value={choice}
                      defaultChecked={shown[kind] === choice}
                      className="h-4 w-4"
                    />
                    {t(`mail.choices.${choice}`)}
                  </label>
                ))}
              </div>
              {error ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("mail.save")}
        </button>
      </Form>
    </PageShell>
  );
}
