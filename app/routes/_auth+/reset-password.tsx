// /reset-password?token=...: the link from the reset mail. A new password (the registration rules) signs this
// browser in and every other session out. Works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { PasswordInput } from "~/components/ui/password-input";
import { ShowToast } from "~/components/ui/toaster";
import { resetCopy as copy } from "~/copy/mail";
import { titleMeta } from "~/lib/page-title";
import { resetPassword, resetTokenIsLive } from "~/models/password-reset.server";
import { readForm } from "~/web/form-body.server";
import { pageHandler } from "~/web/page-handler.server";
import { formFailure, signInBrowser } from "~/web/page-response.server";

export const meta = titleMeta(copy.resetTitle);

export function loader({ request }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    return { token, live: await resetTokenIsLive(token) };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request.clone());
    try {
      const user = await resetPassword(form, context.clientIp);
      return await signInBrowser(request, user, "/", { title: copy.resetDone, description: copy.resetDoneDescription });
    } catch (error) {
      return formFailure(form, error, { title: copy.resetFailed, keep: [] });
    }
  });
}

export default function ResetPasswordPage() {
  const { token, live } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const expired = !live || Boolean(failure?.error?.token);
  return (
    <AuthCard title={copy.resetTitle} subtitle={copy.resetHelp}>
      <ShowToast toast={failure?.toast} />
      {expired ? (
        <div className="space-y-4">
          <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
            {copy.linkInvalid}
          </p>
          <Link to="/forgot-password" className="btn-primary w-full text-center">
            {copy.requestNew}
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
            label="New password"
            autoComplete="new-password"
            error={failure?.error?.password?.[0]}
          />
          <PasswordInput
            id="confirmPassword"
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            error={failure?.error?.confirmPassword?.[0]}
          />
          <SubmitButton action="/reset-password">{copy.resetSubmit}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
