// One language's messages for one area, for a page the browser moves to that needs an area the first page did
// not carry (decision 068). The same for everyone: cached, for good when the URL names the build (?v=).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { messageCatalog } from "~/i18n/messages.server";
import { pseudoLocaleAllowed } from "~/i18n/locale.server";
import { isLocale } from "~/i18n/config";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const { lng = "", ns = "" } = params;
    const messages = isLocale(lng, { pseudo: pseudoLocaleAllowed() }) ? messageCatalog()[lng]?.[ns] : undefined;
    if (!messages) return Response.json({ error: "No such messages" }, { status: 404 });
    const versioned = new URL(request.url).searchParams.has("v");
    return new Response(JSON.stringify(messages), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
      },
    });
  });
}
