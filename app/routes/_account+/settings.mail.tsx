// /settings/mail: which notification mail the member gets, per kind (issue 28 §3, decision 064), and beside it
// their push notification choices (decision 082). Two plain forms told apart by `intent`: each posts, redirects
// with a toast, and works the same without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageShell, ShowToast } from "~/components/ui/kit";
import { useTranslation } from "~/i18n/react";
import {
  pageT,
  getMailPreferences,
  updateMailPreferences,
  getPushPreferences,
  pushTimeZone,
  updatePushPreferences,
  readForm,
  requireUser,
  pageHandler,
  actionSuccess,
  formFailure,
} from "./settings.mail.server";
import { dataTitleMeta } from "~/lib/page-context";
import { DIGEST_CHOICES, MAIL_KINDS, NOTIFY_CHOICES } from "~/schemas/mail-preferences";
import { PUSH_KINDS } from "~/schemas/push";
import { DevicePush } from "~/components/device/device-push";

export const meta = dataTitleMeta;

const HERE = "/settings/mail";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const [preferences, push, zone] = await Promise.all([
      getMailPreferences(user),
      getPushPreferences(user),
      pushTimeZone(user),
    ]);
    const t = await pageT(request, context, "account");
    return { preferences, push, zone, title: t("mail.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "account");
    const { intent, returnTo: _returnTo, ...choices } = form;
    if (intent === "push") {
      try {
        await updatePushPreferences(user, choices);
      } catch (error) {
        return formFailure(form, error, {
          title: t("push.saveFailed"),
          keep: [...PUSH_KINDS, "previews", "quietStart", "quietEnd", "intent"],
        });
      }
      return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("push.saved") } });
    }
    try {
      await updateMailPreferences(user, choices);
    } catch (error) {
      return formFailure(form, error, { title: t("mail.saveFailed"), keep: [...MAIL_KINDS] });
    }
    return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("mail.saved") } });
  });
}

export default function MailSettingsPage() {
  const { preferences, push, zone } = useLoaderData<typeof loader>();
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
      <DevicePush />
      <PushSettings push={push} zone={zone} failure={failure} busy={busy} />
    </PageShell>
  );
}

type Failure = ReturnType<typeof useActionData<typeof action>>;

/** The push choices (decision 082): checkboxes (each with a hidden "off" before it, so unticked says so), times. */
function PushSettings({
  push,
  zone,
  failure,
  busy,
}: {
  push: Record<string, boolean | string>;
  zone: string;
  failure: Failure;
  busy: boolean;
}) {
  const { t } = useTranslation("account");
  const mine = failure?.initialValue && (failure.initialValue as Record<string, unknown>).intent === "push";
  const sent = mine ? (failure!.initialValue as Record<string, unknown>) : {};
  const checked = (name: string) => (mine ? sent[name] === "on" : push[name] === true);
  const value = (name: string) =>
    mine && typeof sent[name] === "string" ? (sent[name] as string) : String(push[name]);
  const error = (name: string) => (mine ? failure?.error[name]?.[0] : undefined);
  const box = (name: string, label: string, help?: string) => (
    <div key={name}>
      <input type="hidden" name={name} value="off" />
      <label className="inline-flex min-h-[44px] items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={checked(name)}
          aria-describedby={help ? `push-${name}-help` : undefined}
          className="h-4 w-4"
        />
        {label}
      </label>
      {help ? (
        <p id={`push-${name}-help`} className="text-sm text-gray-600">
          {help}
        </p>
      ) : null}
      {error(name) ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error(name)}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form method="post" className="card mt-6 max-w-2xl space-y-5" aria-labelledby="push-heading">
      <input type="hidden" name="intent" value="push" />
      <div>
        <h2 id="push-heading" className="text-lg font-semibold text-gray-900">
          {t("push.heading")}
        </h2>
        <p className="text-sm text-gray-600">{t("push.subtitle")}</p>
      </div>
      <fieldset className="min-w-0 [overflow-wrap:anywhere]">
        <legend className="sr-only">{t("push.heading")}</legend>
        {PUSH_KINDS.map((kind) => box(kind, t(`push.kinds.${kind}`)))}
      </fieldset>
      {box("previews", t("push.previews"), t("push.previewsHelp"))}
      <fieldset className="min-w-0 [overflow-wrap:anywhere]" aria-describedby="push-quiet-help">
        <legend className="font-semibold text-gray-900">{t("push.quietHeading")}</legend>
        <p id="push-quiet-help" className="text-sm text-gray-600">
          {t("push.quietHelp", { zone })}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {(["quietStart", "quietEnd"] as const).map((name) => (
            <div key={name}>
              <label className="inline-flex min-h-[44px] items-center gap-2 text-sm">
                {t(`push.${name}`)}
                <input
                  type="time"
                  name={name}
                  defaultValue={value(name)}
                  required
                  aria-invalid={error(name) ? true : undefined}
                  className="input w-auto"
                />
              </label>
              {error(name) ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {error(name)}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy}>
        {t("push.save")}
      </button>
    </Form>
  );
}
