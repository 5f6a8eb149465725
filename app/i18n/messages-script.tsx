// What the browser needs to show the page's text once it comes alive (decision 068 and its addendum): the page
// names its language's catalog (one cached file per language and version, loaded beside the scripts) and carries
// only the areas that catalog leaves out (the landing page's, the admin's, the error pages'). A page whose root
// data did not load (an error page) carries all of its messages, as every page did before.
import type { ResourceLanguage } from "i18next";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation, type PageI18n } from "./react";
import { NOT_IN_CATALOG } from "./config";

export const MESSAGES_SCRIPT_ID = "i18n-messages";

export type MessagesPayload = { lng: string; ns: string[]; resources: ResourceLanguage; catalog?: string };

let captured: string | undefined;

/** entry.client reads the payload before hydrating; the script keeps that same text from then on. */
export function readMessagesPayload(): MessagesPayload {
  captured = document.getElementById(MESSAGES_SCRIPT_ID)?.textContent ?? "";
  return JSON.parse(captured || '{"lng":"en","ns":[],"resources":{}}') as MessagesPayload;
}

// Rendered after the page's content, so every area the page's components asked for is known by then.
function serverPayload(i18n: PageI18n, catalog: string | null | undefined): string {
  const ns = [...(i18n.usedNamespaces ?? [])];
  const all = i18n.store.data[i18n.language] ?? {};
  const carried = ns.filter((name) => all[name] && (!catalog || NOT_IN_CATALOG.has(name)));
  const payload: MessagesPayload = {
    lng: i18n.language,
    ns,
    resources: Object.fromEntries(carried.map((name) => [name, all[name]])),
    ...(catalog ? { catalog } : {}),
  };
  // Inside <script>, "<" could end the element: written as its JSON escape.
  return JSON.stringify(payload).replace(/</g, "\\u003c");
}

export function MessagesScript() {
  const { i18n } = useTranslation();
  const root = useRouteLoaderData("root") as { catalogHref?: string | null } | undefined;
  const text = typeof document === "undefined" ? serverPayload(i18n, root?.catalogHref) : (captured ?? "");
  return (
    <script
      id={MESSAGES_SCRIPT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
