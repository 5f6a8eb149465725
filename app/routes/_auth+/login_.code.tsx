// /login/code: the second step of signing in for a member with two-factor sign-in on (decision 044). The
// challenge comes from the password step in a cookie; a code from the app or a recovery code completes it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  redirect,
  pageT,
  completeSignInChallenge,
  getEnv,
  readForm,
  requireAnonymous,
  safeRedirect,
  formFailure,
  signInBrowser,
  pageHandler,
  clearChallengeCookie,
  readChallengeToken,
  redirectWithToast,
} from "./login_.code.server";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, ShowToast } from "~/components/ui/kit";
import { AuthCard, TextField } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { isAppError } from "~/lib/errors";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    if (!(await readChallengeToken(request))) throw redirect("/login");
    const t = await pageT(request, context, "auth");
    return { title: t("code.title") };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    await requireAnonymous(context);
    const form = await readForm(request);
    const t = await pageT(request, context, "auth");
    try {
      const { user } = await completeSignInChallenge(await readChallengeToken(request), form);
      return await signInBrowser(
        request,
        user,
        safeRedirect(form.redirectTo),
        { title: t("login.welcome"), description: t("login.welcomeDescription", { appName: getEnv().APP_NAME }) },
        { secondFactorDone: true },
      );
    } catch (error) {
      // The challenge is over (timed out, too many codes): back to the password.
      if (isAppError(error) && error.status === 401) {
        throw await redirectWithToast(
          "/login",
          { type: "error", title: t("code.failed"), description: error.message },
          { headers: { "Set-Cookie": await clearChallengeCookie(request) } },
        );
      }
      return formFailure(form, error, { title: t("code.failed"), keep: [] });
    }
  });
}

export default function LoginCodePage() {
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("code.title")} subtitle={t("code.help")}>
      <ShowToast toast={failure?.toast} />
      <Form method="post" className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          id="code"
          name="code"
          label={t("code.label")}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
          error={failure?.error?.code?.[0]}
        />
        <SubmitButton action="/login/code">{t("code.verify")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t("code.startOver")}
        </Link>
      </p>
    </AuthCard>
  );
}
