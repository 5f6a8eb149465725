// /unsubscribe?token=...: the link every notification mail carries (decision 064). GET only shows the question
// and a button, so a mail scanner fetching the link changes nothing; the button (a plain form) and a mail
// client's one-click POST (RFC 8058: body "List-Unsubscribe=One-Click") turn that kind of mail off. No session
// is needed: the token is signed for one member and one kind.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/kit";
import { AuthCard } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/auth/submit-button";
import { useTranslation } from "~/i18n/react";
import { pageT, readUnsubscribeToken, unsubscribe, readForm, pageHandler } from "./unsubscribe.server";
import { dataTitleMeta } from "~/lib/page-context";
import { isAppError } from "~/lib/errors";

export const meta = dataTitleMeta;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const token = tokenOf(request);
    const read = readUnsubscribeToken(token);
    const t = await pageT(request, context, "account");
    return { token, kind: read ? read.kind : null, title: t("unsubscribe.title") };
  });
}

export function action({ request }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const form = await readForm(request);
    const oneClick = form["List-Unsubscribe"] === "One-Click";
    try {
      const { kind } = await unsubscribe(form.token || tokenOf(request));
      if (oneClick) return new Response("Unsubscribed", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
      return { done: kind, invalid: false };
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (oneClick) return new Response(error.message, { status: 400, headers: { "Content-Type": "text/plain" } });
      return Response.json({ done: null, invalid: true }, { status: 400 });
    }
  });
}

export default function UnsubscribePage() {
  const { token, kind } = useLoaderData<typeof loader>();
  const answer = useActionData<{ done: string | null; invalid: boolean }>();
  const { t } = useTranslation("account");
  return (
    <AuthCard title={t("unsubscribe.title")} subtitle={t("unsubscribe.help")}>
      {answer?.done ? (
        <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900" data-testid="unsubscribed">
          {t("unsubscribe.done", { kind: t(`mail.kinds.${answer.done}`) })}
        </p>
      ) : !kind || answer?.invalid ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {t("unsubscribe.invalid")}
        </p>
      ) : (
        <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`} className="space-y-4">
          <p className="text-sm text-gray-800">{t("unsubscribe.question", { kind: t(`mail.kinds.${kind}`) })}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton action="/unsubscribe">{t("unsubscribe.button")}</SubmitButton>
        </Form>
      )}
      <p className="mt-4 text-sm">
        <Link to="/settings/mail" className="font-medium text-brand-700 hover:underline">
          {t("unsubscribe.manageLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
