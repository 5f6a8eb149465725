// /admin/outbox: the mail the app wrote, newest first, in keyset pages. Without SMTP_URL this is where mail
// stays (a single-node install passes reset links on by hand); the plain-text part is shown, its links clickable.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { ListPager } from "~/components/layout/list-pager";
import { listOutbox, requireAdmin, pageT, pageHandler } from "./admin_.outbox.server";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const url = new URL(request.url);
    const [page, t] = await Promise.all([
      listOutbox(admin, url.searchParams.get("cursor")),
      pageT(request, context, "admin"),
    ]);
    return {
      ...page,
      nextPage: page.nextCursor ? `/admin/outbox?cursor=${encodeURIComponent(page.nextCursor)}` : null,
      paged: url.searchParams.has("cursor"),
      title: t("outbox.title"),
    };
  });
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The plain-text body with its links as links. */
function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre
      dir="auto"
      className="mt-2 whitespace-pre-wrap break-all rounded bg-gray-50 p-3 font-sans text-sm text-gray-800"
    >
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

export default function OutboxPage() {
  const { mails, smtp, nextPage, paged } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <PageShell
      title={t("outbox.title")}
      subtitle={smtp ? t("outbox.smtpOn") : t("outbox.subtitle")}
      actions={
        <Link to="/admin" className="btn-secondary">
          {t("backToDashboard")}
        </Link>
      }
    >
      {mails.length === 0 ? (
        <EmptyState title={t("outbox.empty")} />
      ) : (
        <ul className="card divide-y divide-gray-100" data-testid="outbox">
          {mails.map((mail) => (
            <li key={mail.id} className="min-w-0 p-4" data-testid="outbox-mail">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium break-words" dir="auto">
                    {mail.subject}
                  </span>
                  <span className="block text-sm text-gray-600 break-all">
                    {t("outbox.to")}: <span dir="auto">{mail.to}</span> · <span dir="auto">{mail.kind}</span> ·{" "}
                    <time dateTime={mail.createdAt}>{mail.createdAt.slice(0, 16).replace("T", " ")}</time> ·{" "}
                    {mail.sentAt ? t("outbox.sent") : smtp ? t("outbox.queued") : t("outbox.kept")}
                  </span>
                </summary>
                {mail.text ? (
                  <MailText text={mail.text} />
                ) : (
                  <p className="mt-2 text-sm text-gray-600">{t("outbox.bodyCleared")}</p>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
      <ListPager firstPage="/admin/outbox" nextPage={nextPage} paged={paged} moreLabel={t("outbox.older")} />
    </PageShell>
  );
}
