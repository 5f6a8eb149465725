// /forgot-password: "send me a reset link". Every address gets the same answer (decision 058); works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, ShowToast } from "~/components/ui/kit";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { dataTitleMeta } from "~/lib/page-context";
import {
  pageT,
  requestPasswordReset,
  readForm,
  requireAnonymous,
  pageHandler,
  formFailure,
  redirectWithToast,
} from "./forgot-password.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    const t = await pageT(request, context, "auth");
    return { title: t("forgot.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    const form = await readForm(request);
    const t = await pageT(request, context, "auth");
    try {
      await requestPasswordReset(form, context.clientIp);
    } catch (error) {
      return formFailure(form, error, { title: t("forgot.title"), keep: ["email"] });
    }
    return redirectWithToast("/forgot-password?sent=1", {
      type: "success",
      title: t("forgot.sent"),
      description: t("forgot.sentDescription"),
    });
  });
}

export default function ForgotPasswordPage() {
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const sent = params.get("sent") === "1";
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.help")}>
      <ShowToast toast={failure?.toast} />
      {sent ? (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 text-sm text-green-800" data-testid="forgot-sent">
          {t("forgot.sentDescription")}
        </p>
      ) : null}
      <Form method="post" action="/forgot-password" className="space-y-4" noValidate>
        <TextField
          id="email"
          name="email"
          type="email"
          label={t("forgot.email")}
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={failure?.initialValue?.email ?? ""}
          error={failure?.error?.email?.[0]}
        />
        <SubmitButton action="/forgot-password">{t("forgot.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t("forgot.backToSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
