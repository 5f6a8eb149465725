// A language's messages for the areas a member moves between (every area but those few pages or only admins
// need), in one answer: a page names it and the browser loads it before the page comes alive, once for as long
// as the text is the same (decision 068's addendum). The same for everyone: cached for good when the URL names
// a version.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { languageCatalog } from "~/i18n/messages.server";
import { pseudoLocaleAllowed } from "~/i18n/locale.server";
import { isLocale } from "~/i18n/config";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const lng = params.lng ?? "";
    const catalog = isLocale(lng, { pseudo: pseudoLocaleAllowed() }) ? languageCatalog(lng) : undefined;
    if (!catalog) return Response.json({ error: "No such language" }, { status: 404 });
    const versioned = new URL(request.url).searchParams.has("v");
    return new Response(catalog.json, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
      },
    });
  });
}
