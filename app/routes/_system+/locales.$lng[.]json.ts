// A language's messages for the areas a member moves between (every area but those few pages or only admins
// need), in one answer: the browser fetches it once it is idle after the first page, so a later page never
// waits for its words (decision 068). The same for everyone: cached, for good when the URL names the build.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { messageCatalog } from "~/i18n/messages.server";
import { pseudoLocaleAllowed } from "~/i18n/locale.server";
import { isLocale } from "~/i18n/config";
import { pageHandler } from "~/web/page-handler.server";

/** Areas fetched only when a page asks for them: long texts, admin pages, server-only text. */
const NOT_PREFETCHED = new Set(["info", "landing", "apiDocs", "admin", "mail", "errorPages"]);

export function loader({ params, request }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const lng = params.lng ?? "";
    const areas = isLocale(lng, { pseudo: pseudoLocaleAllowed() }) ? messageCatalog()[lng] : undefined;
    if (!areas) return Response.json({ error: "No such language" }, { status: 404 });
    const prefetched = Object.fromEntries(Object.entries(areas).filter(([name]) => !NOT_PREFETCHED.has(name)));
    const versioned = new URL(request.url).searchParams.has("v");
    return new Response(JSON.stringify(prefetched), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
      },
    });
  });
}
