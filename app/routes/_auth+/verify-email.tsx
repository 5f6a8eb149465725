// /verify-email?token=...: the link from the confirmation mail. The page asks for one click (a POST), so a mail
// scanner fetching the link confirms nothing. The banner's "Send the link again" posts here too (intent=resend).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { ShowToast } from "~/components/ui/toaster";
import { verifyCopy as copy } from "~/copy/mail";
import { titleMeta } from "~/lib/page-title";
import { resendVerification, verificationTokenIsLive, verifyEmail } from "~/models/email-verification.server";
import { readForm } from "~/web/form-body.server";
import { getViewer, requireUser } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";
import { actionFailure, formFailure } from "~/web/page-response.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta = titleMeta(copy.pageTitle);

export function loader({ request }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    return { token, live: await verificationTokenIsLive(token) };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request);
    if (form.intent === "resend") {
      const viewer = await requireUser(request, context);
      try {
        await resendVerification(viewer);
      } catch (error) {
        return actionFailure(form, error, { title: copy.resend });
      }
      return redirectWithToast("/", { type: "success", title: copy.resent, description: copy.resentDescription });
    }
    try {
      await verifyEmail(form);
    } catch (error) {
      return formFailure(form, error, { title: copy.pageTitle, keep: [] });
    }
    const signedIn = Boolean(await getViewer(context));
    return redirectWithToast(signedIn ? "/" : "/login", {
      type: "success",
      title: copy.done,
      description: copy.doneDescription,
    });
  });
}

export default function VerifyEmailPage() {
  const { token, live } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const invalid = !live || Boolean(failure && "error" in failure && failure.error?.token);
  return (
    <AuthCard title={copy.pageTitle} subtitle={copy.pageHelp}>
      <ShowToast toast={failure && "toast" in failure ? failure.toast : undefined} />
      {invalid ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {copy.invalid}
        </p>
      ) : (
        <Form method="post" action={`/verify-email?token=${encodeURIComponent(token)}`} className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <SubmitButton action="/verify-email">{copy.confirm}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
