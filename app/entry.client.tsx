import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { preloadLandingPage } from "~/components/landing/browser-landing-page";

// A visitor's landing page: its code first (it is not in the first load; browser-landing-page.tsx). A
// failed fetch still hydrates: React then draws the page once the code comes.
const ready = document.querySelector("[data-landing]") ? preloadLandingPage().catch(() => {}) : Promise.resolve();

void ready.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
