import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "~/i18n/react";
import { browserI18n, pageMessages } from "~/i18n/i18n.client";
import { preloadLandingPage } from "~/components/landing/browser-landing-page";

// A visitor's landing page: its code first (it is not in the first load; browser-landing-page.tsx). A
// failed fetch still hydrates: React then draws the page once the code comes.
const ready = document.querySelector("[data-landing]") ? preloadLandingPage().catch(() => {}) : Promise.resolve();

// The page's words (its language's catalog, preloaded beside the scripts): without them the page stays as the
// server sent it, working as it does without scripts.
void Promise.all([pageMessages(), ready]).then(([messages]) => {
  if (!messages) return;
  const i18n = browserI18n(messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RemixBrowser />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
// Only here, where scripts run: a page without JavaScript never registers a worker (decision 083). It registers
// after the page's load, so its code is not part of the first load either.
void import("~/lib/service-worker.client").then((module) => module.startServiceWorker());
