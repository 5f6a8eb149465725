// /verify-email?token=...: the link from the confirmation mail. The page asks for one click (a POST), so a mail
// scanner fetching the link confirms nothing. The banner's "Send the link again" posts here too (intent=resend).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthCard } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { ShowToast } from "~/components/ui/kit";
import { dataTitleMeta } from "~/lib/page-context";
import {
  pageT,
  resendVerification,
  verificationTokenIsLive,
  verifyEmail,
  readForm,
  getViewer,
  requireUser,
  pageHandler,
  actionFailure,
  formFailure,
  redirectWithToast,
} from "./verify-email.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const t = await pageT(request, context, "auth");
    return { token, live: await verificationTokenIsLive(token), title: t("verify.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request);
    const t = await pageT(request, context, "auth");
    if (form.intent === "resend") {
      const viewer = await requireUser(request, context);
      try {
        await resendVerification(viewer);
      } catch (error) {
        return actionFailure(form, error, { title: t("verify.resend") });
      }
      return redirectWithToast("/", {
        type: "success",
        title: t("verify.resent"),
        description: t("verify.resentDescription"),
      });
    }
    try {
      await verifyEmail(form);
    } catch (error) {
      return formFailure(form, error, { title: t("verify.title"), keep: [] });
    }
    const signedIn = Boolean(await getViewer(context));
    return redirectWithToast(signedIn ? "/" : "/login", {
      type: "success",
      title: t("verify.done"),
      description: t("verify.doneDescription"),
    });
  });
}

export default function VerifyEmailPage() {
  const { token, live } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const invalid = !live || Boolean(failure && "error" in failure && failure.error?.token);
  return (
    <AuthCard title={t("verify.title")} subtitle={t("verify.help")}>
      <ShowToast toast={failure && "toast" in failure ? failure.toast : undefined} />
      {invalid ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {t("verify.invalid")}
        </p>
      ) : (
        <Form method="post" action={`/verify-email?token=${encodeURIComponent(token)}`} className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <SubmitButton action="/verify-email">{t("verify.confirm")}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
