// The page's messages travel in the HTML as JSON, so the browser hydrates with exactly the text the server
// rendered, without a request of its own (decision 068). Later pages fetch the areas they add.
import type { ResourceLanguage } from "i18next";
import { useTranslation } from "react-i18next";

export const MESSAGES_SCRIPT_ID = "i18n-messages";

export type MessagesPayload = { lng: string; ns: string[]; resources: ResourceLanguage };

let captured: string | undefined;

/** entry.client reads the payload before hydrating; the script keeps that same text from then on. */
export function readMessagesPayload(): MessagesPayload {
  captured = document.getElementById(MESSAGES_SCRIPT_ID)?.textContent ?? "";
  return JSON.parse(captured || '{"lng":"en","ns":[],"resources":{}}') as MessagesPayload;
}

// Rendered after the page's content, so every area the page's components asked for is known by then.
function serverPayload(i18n: ReturnType<typeof useTranslation>["i18n"]): string {
  const ns = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const all = i18n.store.data[i18n.language] ?? {};
  const payload: MessagesPayload = {
    lng: i18n.language,
    ns,
    resources: Object.fromEntries(ns.filter((name) => all[name]).map((name) => [name, all[name]])),
  };
  // Inside <script>, "<" could end the element: written as its JSON escape.
  return JSON.stringify(payload).replace(/</g, "\\u003c");
}

export function MessagesScript() {
  const { i18n } = useTranslation();
  const text = typeof document === "undefined" ? serverPayload(i18n) : (captured ?? "");
  return (
    <script
      id={MESSAGES_SCRIPT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
