// Share: a link to the permalink without JS; with JS it copies the permalink.
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useShowToast } from "~/components/ui/kit";
import { useHydrated } from "~/lib/page-context";

export function ShareButton({ postId }: { postId: string }) {
  const { t } = useTranslation("feed");
  const hydrated = useHydrated();
  const showToast = useShowToast();
  const [copied, setCopied] = useState(false);
  const href = `/posts/${postId}`;
  if (!hydrated) {
    return (
      <a href={href} className="act" aria-label={t("share.linkLabel")}>
        {t("share.share")}
      </a>
    );
  }
  async function copy() {
    const url = new URL(href, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showToast({ id: crypto.randomUUID(), type: "success", title: t("share.copiedToast"), description: url });
    } catch {
      showToast({ id: crypto.randomUUID(), type: "info", title: t("share.copyThis"), description: url });
    }
  }
  return (
    <button type="button" onClick={copy} className="act" data-permalink={href}>
      {copied ? t("share.copied") : t("share.share")}
    </button>
  );
}
