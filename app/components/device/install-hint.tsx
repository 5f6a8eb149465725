// "Install Roots" where the browser offers it (beforeinstallprompt), and on iPhone and iPad's Safari a short
// "Add to Home Screen" note (push works there only for an installed app). Scripts only; dismissed once, it
// stays away (this browser remembers). A small card in the page's flow, nothing over the content.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useAppName } from "~/lib/page-context";
import { INSTALL_OFFERED, hasInstallPrompt, takeInstallPrompt } from "~/lib/service-worker.client";
import { installHintKind } from "~/lib/install-hint";

const DISMISSED = "roots.install-hint";

export function InstallHint() {
  const { t } = useTranslation("common");
  const app = useAppName();
  const [kind, setKind] = useState<"prompt" | "ios" | null>(null);

  useEffect(() => {
    if (readDismissed()) return;
    const standalone =
      window.matchMedia?.("(display-mode: standalone)").matches ||
      (navigator as { standalone?: boolean }).standalone === true;
    const decide = () =>
      setKind(
        installHintKind({
          userAgent: navigator.userAgent,
          touchPoints: navigator.maxTouchPoints,
          standalone,
          offered: hasInstallPrompt(),
        }),
      );
    decide();
    window.addEventListener(INSTALL_OFFERED, decide);
    return () => window.removeEventListener(INSTALL_OFFERED, decide);
  }, []);

  if (!kind) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {
      // Private browsing may refuse storage: the hint still goes for this page.
    }
    setKind(null);
  };
  const install = () => {
    const prompt = takeInstallPrompt();
    setKind(null);
    if (!prompt) return;
    void prompt.prompt().catch(() => {});
    void prompt.userChoice.then(({ outcome }) => outcome === "accepted" && dismiss()).catch(() => {});
  };

  return (
    <aside
      className="mx-auto mt-3 flex max-w-7xl flex-wrap items-start gap-3 rounded-lg border border-brand-100 bg-white px-4 py-3 text-sm shadow-sm sm:mx-4 lg:mx-auto"
      aria-labelledby="install-hint-title"
      data-testid="install-hint"
    >
      <img src="/icons/icon-192.png" alt="" width="32" height="32" className="h-8 w-8 rounded" />
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p id="install-hint-title" className="font-semibold text-gray-900">
          {kind === "ios" ? t("install.iosTitle", { app }) : t("install.title", { app })}
        </p>
        <p className="text-gray-600">{kind === "ios" ? t("install.iosBody") : t("install.body")}</p>
      </div>
      <div className="flex gap-2">
        {kind === "prompt" ? (
          <button type="button" className="btn-primary px-3 py-1.5" onClick={install}>
            {t("install.button")}
          </button>
        ) : null}
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={dismiss}>
          {kind === "prompt" ? t("install.dismiss") : t("install.close")}
        </button>
      </div>
    </aside>
  );
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false;
  }
}
