// /reset-password?token=...: the link from the reset mail. A new password (the registration rules) signs this
// browser in and every other session out. Works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, ShowToast } from "~/components/ui/kit";
import { AuthCard } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { PasswordInput } from "~/components/ui/password-input";
import { dataTitleMeta } from "~/lib/page-context";
import {
  pageT,
  resetPassword,
  resetTokenIsLive,
  readForm,
  pageHandler,
  formFailure,
  signInBrowser,
} from "./reset-password.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const t = await pageT(request, context, "auth");
    return { token, live: await resetTokenIsLive(token), title: t("reset.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request.clone());
    const t = await pageT(request, context, "auth");
    try {
      const user = await resetPassword(form, context.clientIp);
      return await signInBrowser(request, user, "/", {
        title: t("reset.done"),
        description: t("reset.doneDescription"),
      });
    } catch (error) {
      return formFailure(form, error, { title: t("reset.failed"), keep: [] });
    }
  });
}

export default function ResetPasswordPage() {
  const { token, live } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const expired = !live || Boolean(failure?.error?.token);
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.help")}>
      <ShowToast toast={failure?.toast} />
      {expired ? (
        <div className="space-y-4">
          <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
            {t("reset.linkInvalid")}
          </p>
          <Link to="/forgot-password" className="btn-primary w-full text-center">
            {t("reset.requestNew")}
          </Link>
        </div>
      ) : (
        <Form
          method="post"
          action={`/reset-password?token=${encodeURIComponent(token)}`}
          className="space-y-4"
          noValidate
        >
          <input type="hidden" name="token" value={token} />
          <PasswordInput
            id="password"
            name="password"
            label={t("reset.password")}
            autoComplete="new-password"
            error={failure?.error?.password?.[0]}
          />
          <PasswordInput
            id="confirmPassword"
            name="confirmPassword"
            label={t("reset.confirmPassword")}
            autoComplete="new-password"
            error={failure?.error?.confirmPassword?.[0]}
          />
          <SubmitButton action="/reset-password">{t("reset.submit")}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
