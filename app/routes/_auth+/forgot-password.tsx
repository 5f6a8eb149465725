// /forgot-password: "send me a reset link". Every address gets the same answer (decision 058); works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { ShowToast } from "~/components/ui/toaster";
import { resetCopy as copy } from "~/copy/mail";
import { titleMeta } from "~/lib/page-title";
import { requestPasswordReset } from "~/models/password-reset.server";
import { readForm } from "~/web/form-body.server";
import { requireAnonymous } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";
import { formFailure } from "~/web/page-response.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta = titleMeta(copy.forgotTitle);

export function loader({ context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    return null;
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    const form = await readForm(request);
    try {
      await requestPasswordReset(form, context.clientIp);
    } catch (error) {
      return formFailure(form, error, { title: copy.forgotTitle, keep: ["email"] });
    }
    return redirectWithToast("/forgot-password?sent=1", {
      type: "success",
      title: copy.forgotSent,
      description: copy.forgotSentDescription,
    });
  });
}

export default function ForgotPasswordPage() {
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const sent = params.get("sent") === "1";
  return (
    <AuthCard title={copy.forgotTitle} subtitle={copy.forgotHelp}>
      <ShowToast toast={failure?.toast} />
      {sent ? (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 text-sm text-green-800" data-testid="forgot-sent">
          {copy.forgotSentDescription}
        </p>
      ) : null}
      <Form method="post" action="/forgot-password" className="space-y-4" noValidate>
        <TextField
          id="email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={failure?.initialValue?.email ?? ""}
          error={failure?.error?.email?.[0]}
        />
        <SubmitButton action="/forgot-password">{copy.forgotSubmit}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {copy.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
