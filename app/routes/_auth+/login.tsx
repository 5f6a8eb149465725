import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, ShowToast } from "~/components/ui/kit";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { PasswordInput } from "~/components/ui/password-input";
import { getFormProps } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import { PasskeySignInButton } from "~/components/account/passkey-buttons";
import { loginProblem, loginSchema } from "~/schemas/account-forms";
import {
  authenticateLoginForm,
  requireAnonymous,
  safeRedirect,
  formFailure,
  signInBrowser,
  getEnv,
  readForm,
  pageT,
  pageHandler,
} from "./login.server";
import { useAppName, dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    const t = await pageT(request, context, "auth");
    return { title: t("login.pageTitle") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request.clone());
    const t = await pageT(request, context, "auth");
    try {
      const user = await authenticateLoginForm(request, context.clientIp);
      return await signInBrowser(request, user, safeRedirect(form.redirectTo), {
        title: t("login.welcome"),
        description: t("login.welcomeDescription", { appName: getEnv().APP_NAME }),
      });
    } catch (error) {
      return formFailure(form, error, { title: t("login.failed"), keep: ["email"] });
    }
  });
}

export default function LoginPage() {
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const appName = useAppName();
  const { t } = useTranslation("auth");
  const redirectTo = params.get("redirectTo") ?? "";
  const { form, fields, onSubmit } = useSchemaForm({
    id: "login",
    schema: loginSchema,
    reply: failure,
    problemOf: loginProblem,
    failedTitle: t("login.failed"),
  });
  const [email, password] = [fieldProps(fields.email, "email"), fieldProps(fields.password, "password")];

  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle", { appName })}>
      <ShowToast toast={failure?.toast} />
      <Form method="post" action="/login" {...getFormProps(form)} noValidate onSubmit={onSubmit} className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField key={email.key} {...email.props} label={t("login.email")} autoComplete="email" />
        <PasswordInput
          key={password.key}
          {...password.props}
          label={t("login.password")}
          autoComplete="current-password"
        />
        <p className="text-end text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t("login.forgot")}
          </Link>
        </p>
        <SubmitButton action="/login">{t("login.submit")}</SubmitButton>
      </Form>
      <div className="mt-4">
        <PasskeySignInButton redirectTo={redirectTo} />
      </div>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Trans
          t={t}
          i18nKey="login.newHere"
          components={{
            registerlink: <Link to="/register" className="font-semibold text-brand-700 hover:underline" />,
          }}
        />
      </p>
      <p className="mt-4 text-center text-xs text-gray-500">
        <Trans
          t={t}
          i18nKey="login.terms"
          components={{
            terms: <Link to="/terms" className="underline" />,
            privacy: <Link to="/privacy" className="underline" />,
          }}
        />
      </p>
    </AuthCard>
  );
}
