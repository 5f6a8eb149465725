// The landing page for the server's render of `/` only. The browser loads it lazily (routes/_home+/_index.tsx),
// so members' home page does not carry a page they never see.
export { LandingPage } from "./landing-page";
