// A photo link is shown as a link, not loaded: an <img> would tell the other site the address of every
// member who scrolls past it, and the CSP allows images from our own origin only (docs/decisions/032).
import { Trans, useTranslation } from "~/i18n/react";

export function PhotoLink({ url }: { url: string }) {
  const { t } = useTranslation("feed");
  return (
    <p className="mt-3">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        referrerPolicy="no-referrer"
        className="inline-flex max-w-full items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-gray-50"
        data-testid="post-photo-link"
      >
        <span aria-hidden="true">🖼</span>
        <span className="truncate">
          <Trans t={t} i18nKey="photoLink" values={{ host: hostOf(url) }} components={{ host: <span dir="auto" /> }} />
        </span>
      </a>
    </p>
  );
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
