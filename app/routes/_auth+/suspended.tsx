// /suspended: where a suspended member's browser lands (issue 43 §5) instead of the sign-in or landing page:
// why an admin suspended them (in the admin's words), how to appeal, and what they were posting when they found
// out, to copy. Only for a browser whose session the suspension ended; anyone else goes to /login.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { AuthCard } from "~/components/auth/auth-card";
import { dataTitleMeta } from "~/lib/page-context";
import { pageHandler, pageT, readCookieToken, redirect, suspensionNotice } from "./suspended.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const token = readCookieToken(request);
    const notice = token ? await suspensionNotice(token, new URL(request.url).host) : null;
    if (!notice) throw redirect("/login");
    const t = await pageT(request, context, "auth");
    return { title: t("suspended.title"), ...notice };
  });
}

export default function SuspendedPage() {
  const { reason, keptText, appealEmail } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("suspended.title")} subtitle={t("suspended.subtitle")}>
      <div data-testid="suspended">
        <h2 className="text-sm font-semibold text-gray-900">{t("suspended.reason")}</h2>
        <blockquote
          dir="auto"
          className="mt-1 whitespace-pre-wrap border-s-4 border-red-300 ps-3 text-gray-800 [overflow-wrap:anywhere]"
          data-testid="suspended-reason"
        >
          {reason ?? t("suspended.noReason")}
        </blockquote>
        {keptText ? (
          <div className="mt-5">
            <label htmlFor="kept-text" className="field-label">
              {t("suspended.keptText")}
            </label>
            <textarea
              id="kept-text"
              readOnly
              rows={5}
              dir="auto"
              defaultValue={keptText}
              aria-describedby="kept-text-hint"
              className="field-input resize-y"
              data-testid="suspended-kept-text"
            />
            <p id="kept-text-hint" className="mt-1 text-xs text-gray-600">
              {t("suspended.keptTextHint")}
            </p>
          </div>
        ) : null}
        <p className="mt-5 text-sm text-gray-700 [overflow-wrap:anywhere]" data-testid="suspended-appeal">
          <Trans
            t={t}
            i18nKey="suspended.appeal"
            values={{ email: appealEmail }}
            components={{
              mail: <a href={`mailto:${appealEmail}`} className="font-semibold text-brand-700 hover:underline" />,
            }}
          />
        </p>
      </div>
    </AuthCard>
  );
}
