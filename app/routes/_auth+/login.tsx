import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { PasswordInput } from "~/components/ui/password-input";
import { getFormProps } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/use-schema-form";
import { ShowToast } from "~/components/ui/toaster";
import { PasskeySignInButton } from "~/components/account/passkey-buttons";
import { loginProblem, loginSchema } from "~/schemas/account-forms";
import { authenticateLoginForm, requireAnonymous, safeRedirect } from "~/web/guards.server";
import { formFailure, signInBrowser } from "~/web/page-response.server";
import { getEnv } from "~/server/env.server";
import { useAppName } from "~/lib/root-data";
import { resetCopy } from "~/copy/mail";
import { readForm } from "~/web/form-body.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Sign in");

export function loader({ context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    return null;
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request.clone());
    try {
      const user = await authenticateLoginForm(request, context.clientIp);
      return await signInBrowser(request, user, safeRedirect(form.redirectTo), {
        title: "Welcome back!",
        description: `Successfully logged in to ${getEnv().APP_NAME}`,
      });
    } catch (error) {
      return formFailure(form, error, { title: "Login failed", keep: ["email"] });
    }
  });
}

export default function LoginPage() {
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const appName = useAppName();
  const redirectTo = params.get("redirectTo") ?? "";
  const { form, fields, onSubmit } = useSchemaForm({
    id: "login",
    schema: loginSchema,
    reply: failure,
    problemOf: loginProblem,
    failedTitle: "Login failed",
  });
  const [email, password] = [fieldProps(fields.email, "email"), fieldProps(fields.password, "password")];

  return (
    <AuthCard title="Welcome back" subtitle={`Sign in to reconnect with your ${appName} community.`}>
      <ShowToast toast={failure?.toast} />
      <Form method="post" action="/login" {...getFormProps(form)} noValidate onSubmit={onSubmit} className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField key={email.key} {...email.props} label="Email" autoComplete="email" />
        <PasswordInput key={password.key} {...password.props} label="Password" autoComplete="current-password" />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {resetCopy.forgotLink}
          </Link>
        </p>
        <SubmitButton action="/login">Sign In</SubmitButton>
      </Form>
      <div className="mt-4">
        <PasskeySignInButton redirectTo={redirectTo} />
      </div>
      <p className="mt-6 text-center text-sm text-gray-600">
        New here?{" "}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
      <p className="mt-4 text-center text-xs text-gray-500">
        By signing in, you accept our{" "}
        <Link to="/terms" className="underline">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
