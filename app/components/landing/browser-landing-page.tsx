// The landing page in the browser, where only visitors need it: its code is not part of members' first
// load. For a visitor's page, entry.client fetches it before hydrating, so React hydrates the server's
// HTML in place at once (a boundary still waiting for code when a link is followed would be thrown away
// and drawn again); after a client-side sign-out it comes through React.lazy.
import { lazy, type ComponentType } from "react";

const load = () => import("./landing-page");
const LazyLandingPage = lazy(() => load().then((module) => ({ default: module.LandingPage })));
let loaded: ComponentType | null = null;

/** Before hydrating a page that shows the landing page (it carries `data-landing`). */
export async function preloadLandingPage(): Promise<void> {
  loaded = (await load()).LandingPage;
}

export function BrowserLandingPage() {
  const Page = loaded ?? LazyLandingPage;
  return <Page />;
}
